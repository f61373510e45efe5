import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { forgetFailedLoads, lazyPart } from '../../../src/components/staging/lazyParts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Stands in for the route's error element; its retry mounts the page again, which forgets the failed loads (lazyPage). */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <button
        onClick={() => {
          forgetFailedLoads();
          this.setState({ failed: false });
        }}
      >
        Try again
      </button> : this.props.children;
  }
}

describe('lazyPart', () => {
  it("renders the loaded component with its props in the caller's Suspense, loading its code once however often it is preloaded", async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    void Part.preload();
    void Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Jane" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Jane')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load reaches the error element without trying again by itself; once forgotten (the page mounts again) it loads again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve(Greeting) : Promise.reject(new Error('ChunkLoadError'))));
    const Part = lazyPart(load);
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Part name="Jane" />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    retry.click();
    expect(await screen.findByText('Hello Jane')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('a preload after a failure loads again', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('an optional part (lazyPart with optional)', () => {
  it('renders the loaded component, nothing meanwhile, loading its code once however often it is preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Widget = lazyPart(load, { optional: true });
    void Widget.preload();
    const { container } = render(<Widget name="Jane" />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Hello Jane')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when the code cannot be fetched, without trying again by itself; the next render fetches again', async () => {
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve(Greeting) : Promise.reject(new Error('ChunkLoadError'))));
    const Widget = lazyPart(load, { optional: true });
    const { rerender, container } = render(<Widget name="Jane" />);
    await expect(screen.findByText('Hello Jane', {}, { timeout: 300 })).rejects.toThrow();
    expect(container).toBeEmptyDOMElement();
    expect(load).toHaveBeenCalledTimes(1);

    online = true;
    rerender(<Widget name="Jane" />);
    expect(await screen.findByText('Hello Jane')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
