import { fireEvent } from '@testing-library/react';
import { whenUserActs } from '../../src/lib/whenUserActs';

describe('whenUserActs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the first sign of the user, then runs the task once when idle', () => {
    const task = jest.fn();
    whenUserActs(task);
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();

    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);

    fireEvent.focusIn(document.body);
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a key', (target: Element) => fireEvent.keyDown(target, { key: 'Tab' })],
    ['a focus', (target: Element) => fireEvent.focusIn(target)],
    ['a touch', (target: Element) => fireEvent.touchStart(target)],
  ])('%s counts as a sign', (_sign, act) => {
    const task = jest.fn();
    whenUserActs(task);
    act(document.body);
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the user acts (the page left), it never runs', () => {
    const task = jest.fn();
    const cancel = whenUserActs(task);
    cancel();
    fireEvent.pointerDown(document.body);
    jest.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
  });
});
