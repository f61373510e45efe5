/**
 * For a test that provokes errors React reports on the console (an error boundary catching a
 * render error): silences console.error until the returned function is called, which hands
 * back what was logged and restores the setup's 'unexpected console.error fails' check.
 */
export function expectConsoleErrors(): () => unknown[][] {
  // The setup's spy: spying again returns the same mock.
  const spy = jest.spyOn(console, 'error');
  const passThrough = spy.getMockImplementation();
  spy.mockImplementation(() => undefined);
  return () => {
    const calls = [...spy.mock.calls];
    spy.mockClear();
    if (passThrough) spy.mockImplementation(passThrough);
    return calls;
  };
}
