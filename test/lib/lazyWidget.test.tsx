import { render, screen } from '@testing-library/react';
import { lazyWidget } from '../../src/lib/lazyWidget';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Mount({ widget }: { widget: ReturnType<typeof lazyWidget<{ name: string }>> }) {
  return <widget.Component name="Jane" />;
}

describe('lazyWidget', () => {
  it('renders the loaded component, fetching its code once however often it is preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const widget = lazyWidget(load);
    widget.preload();
    render(<Mount widget={widget} />);
    expect(await screen.findByText('Hello Jane')).toBeInTheDocument();
    expect(load.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('renders nothing when the code cannot be fetched, and fetches again at the next render', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Greeting);
    const widget = lazyWidget(load);
    const { rerender, container } = render(<Mount widget={widget} />);
    await expect(screen.findByText('Hello Jane', {}, { timeout: 300 })).rejects.toThrow();
    expect(container).toBeEmptyDOMElement();
    rerender(<Mount widget={widget} />);
    expect(await screen.findByText('Hello Jane')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
