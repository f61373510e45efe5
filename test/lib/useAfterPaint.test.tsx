import { act, render, screen } from '@testing-library/react';
import { useAfterPaint } from '../../src/lib/useAfterPaint';

function Steps() {
  const first = useAfterPaint();
  const second = useAfterPaint(first);
  return <p>{`${String(first)} ${String(second)}`}</p>;
}

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

describe('useAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is false on the first render and turns true only after a frame and a task, one step after the other', async () => {
    render(<Steps />);
    expect(screen.getByText('false false')).toBeInTheDocument();
    await paintOnce();
    expect(screen.getByText('true false')).toBeInTheDocument();
    await paintOnce();
    expect(screen.getByText('true true')).toBeInTheDocument();
  });

  it('does nothing after unmounting (the frame and the task are cancelled)', async () => {
    const errors = jest.spyOn(console, 'error');
    const { unmount } = render(<Steps />);
    unmount();
    await paintOnce();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
