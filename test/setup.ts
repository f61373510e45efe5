import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { setConfig } from '../src/config/loadConfig';
import { defaultConfig } from '../src/config/appConfig';
import { registerNavigator } from '../src/lib/navigation';
import { server } from './mocks/server';

// Lazy route chunks are compiled on first import: on a busy 2-core CI machine the first page of a
// test file can take seconds to appear. Waiting longer changes no assertion, only how long
// findBy/waitFor keep looking before they fail.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// Button ripples are decoration that animates on timers after a click; on a slow machine their
// last update lands outside act() and reads as an error. They render nothing here.
jest.mock('@mui/material/ButtonBase/TouchRipple', () => {
  const { forwardRef, useImperativeHandle } = jest.requireActual<typeof import('react')>('react');
  const NoRipple = forwardRef(function NoRipple(_props: object, ref) {
    useImperativeHandle(ref, () => ({ start: () => {}, stop: () => {}, pulsate: () => {} }));
    return null;
  });
  return { __esModule: true, default: NoRipple };
});

// Unexpected console errors fail the test that caused them.
const consoleError = jest.spyOn(console, 'error');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setConfig({ ...defaultConfig });
  consoleError.mockClear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  registerNavigator(null);
  window.sessionStorage.clear();
  window.localStorage.clear();
  const calls = consoleError.mock.calls;
  if (calls.length > 0) throw new Error(`Unexpected console.error: ${calls.map((c) => String(c[0])).join('\n')}`);
});
afterAll(() => server.close());
