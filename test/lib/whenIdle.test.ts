import { fireEvent } from '@testing-library/react';
import { whenIdle } from '../../src/lib/whenIdle';

describe('whenIdle after the user acts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the first sign of the user, then runs the task once when idle', () => {
    const task = jest.fn();
    whenIdle(task, { afterUserActs: true });
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
    whenIdle(task, { afterUserActs: true });
    act(document.body);
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the user acts (the page left), it never runs', () => {
    const task = jest.fn();
    const cancel = whenIdle(task, { afterUserActs: true });
    cancel();
    fireEvent.pointerDown(document.body);
    jest.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task once the browser is idle, without waiting for the user; cancelled, never', () => {
    const task = jest.fn();
    whenIdle(task);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
