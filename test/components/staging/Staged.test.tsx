import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { Staged } from '../../../src/components/staging/Staged';

/** Runs the next animation frame, then the task it queues. */
async function paintOnce() {
  await act(async () => {
    jest.advanceTimersByTime(16);
    await Promise.resolve();
  });
  await act(async () => {
    jest.runOnlyPendingTimers();
    await Promise.resolve();
  });
}

/** Two stages, the second waiting for the first to be shown. */
function TwoStages() {
  const [firstShown, setFirstShown] = useState(false);
  return (
    <>
      <Staged fallback={<p>first pending</p>} onShown={() => setFirstShown(true)}>
        <p>first</p>
      </Staged>
      <Staged after={firstShown} fallback={<p>second pending</p>}>
        <p>second</p>
      </Staged>
    </>
  );
}

describe('Staged', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows its fallback first, its children one paint (a frame, then a task) later, and a later stage one paint after that', async () => {
    render(<TwoStages />);
    expect(screen.getByText('first pending')).toBeInTheDocument();
    expect(screen.getByText('second pending')).toBeInTheDocument();
    await paintOnce();
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.getByText('second pending')).toBeInTheDocument();
    await paintOnce();
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('inside a Suspense boundary, tells it was shown only once what its children load has arrived', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Loading = lazy(() => arrived.then(() => ({ default: () => <p>loaded</p> })));
    const onShown = jest.fn();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Staged onShown={onShown}>
          <Loading />
        </Staged>
      </Suspense>,
    );
    await paintOnce();
    expect(screen.queryByText('loaded')).not.toBeInTheDocument();
    expect(onShown).not.toHaveBeenCalled();

    await act(async () => arrive());
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(onShown).toHaveBeenCalled();
  });

  it('stays shown once shown, even when `after` turns false', async () => {
    const { rerender } = render(
      <Staged after fallback={<p>pending</p>}>
        <p>shown</p>
      </Staged>,
    );
    await paintOnce();
    rerender(
      <Staged after={false} fallback={<p>pending</p>}>
        <p>shown</p>
      </Staged>,
    );
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('does nothing after unmounting (the frame and the task are cancelled)', async () => {
    const errors = jest.spyOn(console, 'error');
    const { unmount } = render(
      <Staged>
        <p>shown</p>
      </Staged>,
    );
    unmount();
    await paintOnce();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
