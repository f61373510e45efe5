import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as setImmediateOfNode } from 'node:timers';
import type { Root } from 'react-dom/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultConfig } from '../../src/config/appConfig';
import { authMessages } from '../../src/features/auth/authMessages';
import { setConfig } from '../../src/config/loadConfig';
import { prerenderMarker } from '../../src/contract/prerenderMarker';
import type { RenderedScreens } from '../../src/prerender';
import { startApp } from '../../src/startApp';
import { recordRequests } from '../mocks/requestRecorder';
import { featureFlag, signInFails, visitorRequestsAccepted } from '../mocks/scenarios/auth';
import { server } from '../mocks/server';
import { aSandboxRecaptchaToken } from '../features/testCard';

/**
 * Paint before JavaScript: the server's markup of a sign-in screen (the same
 * src/prerender.tsx code the API server runs) is hydrated by the client's start-up, without a
 * mismatch, and what was typed into it before hydration is kept and is what gets sent.
 */

// React's server renderer (the Node build, as the API server runs it) schedules with setImmediate, which jsdom lacks.
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? setImmediateOfNode });

const consoleWarn = jest.spyOn(console, 'warn');
let rendered: RenderedScreens;

beforeAll(async () => {
  // In a module registry of its own, as in the API server's process: one realm running both
  // renderers over the same context objects would be a test artefact React warns about.
  await jest.isolateModulesAsync(async () => {
    const { renderScreens } = await import('../../src/prerender');
    rendered = await renderScreens({ ...defaultConfig });
  });
});

beforeEach(() => {
  consoleWarn.mockClear();
  // /register asks whether sign-up has moved (migration mode): it has not.
  server.use(...visitorRequestsAccepted(), ...featureFlag('migration_mode', false));
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => started.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  // Neither hydration mismatches (console.error: test/setup.ts fails on those) nor warnings.
  expect(consoleWarn).not.toHaveBeenCalled();
});

/** index.html as the server sends it for `path`: #root filled and marked. */
function serverPage(path: string, stamp = rendered.configStamp): HTMLElement {
  window.history.replaceState(null, '', `/app${path === '/' ? '/' : path}`);
  document.body.innerHTML = `<div id="root" ${prerenderMarker.pathAttribute}="${path}" ${prerenderMarker.configAttribute}="${stamp}">${rendered.screens[path]}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** Typing as the browser does before any script runs: the value changes, no handler hears it. */
function typeBeforeScript(input: Element, value: string): void {
  (input as HTMLInputElement).value = value;
}

/** The roots started by the test: unmounted after it, so no timer of theirs (a toast's transition) outlives it. */
const started: Root[] = [];

async function start(root: HTMLElement): Promise<void> {
  await act(async () => {
    started.push(await startApp(root));
  });
}

/** Hydrated: the submit button no longer submits with method "dialog" (a no-op) as in the server's markup. */
async function whenHydrated(name: string): Promise<void> {
  await waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('formmethod'));
}

describe('the server renders the sign-in screens', () => {
  it('with their fields, labels and a submit button that waits for the script', () => {
    serverPage('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    // A no-op submit until hydrated: a native submit would be a GET with the password in the address.
    expect(screen.getByRole('button', { name: 'LOG IN' })).toHaveAttribute('formmethod', 'dialog');
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeEnabled();
  });
});

describe('the client hydrates the server markup', () => {
  it.each([
    ['/login', 'LOG IN'],
    ['/', 'LOG IN'],
    ['/register', 'Sign up'],
    ['/forgot-password', 'SEND LINK'],
  ])('%s: the same elements stay, with no mismatch', async (path, submit) => {
    const root = serverPage(path);
    const heading = root.querySelector('h1');
    const input = root.querySelector('input');
    await start(root);
    await whenHydrated(submit);
    // Hydrated, not replaced: the very elements of the server's markup are the page's.
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('input')).toBe(input);
  });

  it('/login keeps what was typed before hydration, in the fields and in the form', async () => {
    const root = serverPage('/login');
    typeBeforeScript(screen.getByRole('textbox', { name: 'Email' }), 'early@example.com');
    typeBeforeScript(screen.getByLabelText('Password'), 'typed-early');
    await start(root);
    await whenHydrated('LOG IN');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('early@example.com');
    // Shown as text (a re-render of the field): the form's value, not only the DOM's, is the typed one.
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveValue('typed-early');
  });

  it('/forgot-password sends the address typed before hydration', async () => {
    const recorder = recordRequests();
    const root = serverPage('/forgot-password');
    typeBeforeScript(screen.getByRole('textbox', { name: 'Email' }), 'early@example.com');
    await start(root);
    await whenHydrated('SEND LINK');
    fireEvent.click(screen.getByRole('button', { name: 'SEND LINK' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset link sent to your email address early@example.com');
    expect((await recorder.single()).body).toEqual({ email: 'early@example.com' });
  });

  it('/login?verified=1 (the emailed link\'s landing) hydrates: what was typed stays, and the notice shows', async () => {
    const root = serverPage('/login');
    window.history.replaceState(null, '', '/app/login?verified=1');
    const email = screen.getByRole('textbox', { name: 'Email' });
    typeBeforeScript(email, 'early@example.com');
    await start(root);
    await whenHydrated('LOG IN');
    expect(await screen.findByText(authMessages.emailVerified)).toBeInTheDocument();
    // The very field, with what was typed: hydrated, not rendered afresh over it.
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(email);
    expect(email).toHaveValue('early@example.com');
  });

  it('/register?plan=… (read after the first render) hydrates too', async () => {
    const root = serverPage('/register');
    window.history.replaceState(null, '', '/app/register?plan=Monthly');
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    typeBeforeScript(firstName, 'Jane');
    await start(root);
    await whenHydrated('Sign up');
    expect(screen.getByRole('textbox', { name: 'First name' })).toBe(firstName);
    expect(firstName).toHaveValue('Jane');
  });

  it('/register keeps a ticked box and typed names', async () => {
    const root = serverPage('/register');
    typeBeforeScript(screen.getByRole('textbox', { name: 'First name' }), 'Jane');
    (screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' }) as HTMLInputElement).checked = true;
    await start(root);
    await whenHydrated('Sign up');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' })).toBeChecked();
  });
});

describe('markup the first client render would not match is rendered afresh', () => {
  it('another configuration: the client renders its own page (no mismatch)', async () => {
    const root = serverPage('/login', 'other-config');
    const heading = root.querySelector('h1');
    await start(root);
    await whenHydrated('LOG IN');
    expect(root.querySelector('h1')).not.toBe(heading);
    expect(root.querySelectorAll('h1')).toHaveLength(1);
  });

  it('markup rendered for another path', async () => {
    const root = serverPage('/login');
    window.history.replaceState(null, '', '/app/forgot-password');
    await start(root);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('/register?email=… (prefilled in the first render) is rendered afresh, prefilled', async () => {
    const root = serverPage('/register');
    window.history.replaceState(null, '', '/app/register?email=invited%40example.com');
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await start(root);
    await whenHydrated('Sign up');
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toBe(firstName);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('invited@example.com');
  });

  it('/login rendered afresh keeps what was typed into the server markup meanwhile, and signs in with it', async () => {
    server.use(...signInFails());
    const recorder = recordRequests();
    const root = serverPage('/login', 'other-config');
    const email = screen.getByRole('textbox', { name: 'Email' });
    typeBeforeScript(email, 'early@example.com');
    typeBeforeScript(screen.getByLabelText('Password'), 'typed-early');
    await start(root);
    await whenHydrated('LOG IN');
    // New fields (rendered afresh, not hydrated), holding what was typed into the old ones.
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toBe(email);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('early@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('typed-early');
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect((await recorder.single()).body).toEqual({ username: 'early@example.com', password: 'typed-early' });
  });

  it('what was typed into markup of another path is not carried into this page', async () => {
    const root = serverPage('/login');
    typeBeforeScript(screen.getByRole('textbox', { name: 'Email' }), 'early@example.com');
    window.history.replaceState(null, '', '/app/forgot-password');
    await start(root);
    await whenHydrated('SEND LINK');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('a frame is replaced by the page', async () => {
    window.history.replaceState(null, '', '/app/login');
    document.body.innerHTML = `<div id="root" ${prerenderMarker.frameAttribute}="">${rendered.frames.default}</div>`;
    const root = document.getElementById('root') as HTMLElement;
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await start(root);
    await whenHydrated('LOG IN');
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});

test('in logo mode (an image in the header) too', async () => {
  const config = { ...defaultConfig, brandMode: 'logo' as const, brandName: 'Acme' };
  const withDefaults = rendered;
  await jest.isolateModulesAsync(async () => {
    const { renderScreens } = await import('../../src/prerender');
    rendered = await renderScreens(config);
  });
  setConfig(config);
  const root = serverPage('/login');
  rendered = withDefaults;
  expect(root.firstElementChild?.tagName).toBe('HEADER');
  const logo = screen.getByRole('img', { name: 'Acme' });
  await start(root);
  await whenHydrated('LOG IN');
  expect(screen.getByRole('img', { name: 'Acme' })).toBe(logo);
});

describe('a press before hydration (public/early-submit.js) is kept', () => {
  const earlySubmitScript = readFileSync(path.join(__dirname, '../../public/early-submit.js'), 'utf8');

  // As the page loads it: a script of its own, before the app's.
  beforeAll(() => new Function(earlySubmitScript)());

  /**
   * A click on the button or Enter in a field, as the browser answers it before any script of the
   * app: a submit event with the button as submitter, then nothing (method "dialog" outside a
   * <dialog>). (jsdom's own click would go on to navigate, which it cannot.)
   */
  function pressBeforeScript(name: string): SubmitEvent {
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    const press = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    button.form?.dispatchEvent(press);
    return press;
  }

  it('/forgot-password: SEND LINK pressed before hydration shows busy, then sends what was typed, once', async () => {
    const recorder = recordRequests();
    const root = serverPage('/forgot-password');
    typeBeforeScript(screen.getByRole('textbox', { name: 'Email' }), 'early@example.com');
    pressBeforeScript('SEND LINK');
    // Remembered and shown busy (the plain stylesheet's html[data-early-submit] rule); nothing sent yet.
    expect(document.documentElement).toHaveAttribute('data-early-submit');
    expect(recorder.count()).toBe(0);

    await start(root);
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset link sent to your email address early@example.com');
    expect((await recorder.single()).body).toEqual({ email: 'early@example.com' });
    expect(document.documentElement).not.toHaveAttribute('data-early-submit');
  });

  it('/login: Enter in the password field before hydration signs in with what was typed', async () => {
    server.use(...signInFails());
    const recorder = recordRequests();
    const root = serverPage('/login');
    typeBeforeScript(screen.getByRole('textbox', { name: 'Email' }), 'early@example.com');
    typeBeforeScript(screen.getByLabelText('Password'), 'typed-early');
    // Enter in a field submits through the form's submit button (implicit submission).
    pressBeforeScript('LOG IN');
    expect(document.documentElement).toHaveAttribute('data-early-submit');

    await start(root);
    // The server's answer shows: the sign-in was sent, with what was typed.
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect((await recorder.single()).body).toEqual({ username: 'early@example.com', password: 'typed-early' });
  });

  it('/register: typed, both boxes ticked (the sandbox reCAPTCHA too) and Sign up pressed before hydration: signed up with all of it', async () => {
    const recorder = recordRequests();
    const root = serverPage('/register');
    const typed: Array<[string, string]> = [
      ['First name', 'Jane'],
      ['Last name', 'Doe'],
      ['Email', 'jane.early@example.com'],
    ];
    for (const [label, value] of typed) typeBeforeScript(screen.getByRole('textbox', { name: label }), value);
    typeBeforeScript(screen.getByLabelText('Password'), 'Secret#123');
    typeBeforeScript(screen.getByLabelText('Confirm password'), 'Secret#123');
    (screen.getByRole('checkbox', { name: 'I agree to the terms & conditions' }) as HTMLInputElement).checked = true;
    (screen.getByRole('checkbox', { name: "I'm not a robot" }) as HTMLInputElement).checked = true;
    pressBeforeScript('Sign up');

    await start(root);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    const signup = (await recorder.requests()).find((request) => request.path === '/user/newsignup');
    expect(signup?.body).toMatchObject({ first_name: 'Jane', last_name: 'Doe', email: 'jane.early@example.com', password: 'Secret#123', recaptcha_token: aSandboxRecaptchaToken() });
  });

  it('markup rendered afresh forgets the press: nothing is sent for a button that is gone', async () => {
    const recorder = recordRequests();
    const root = serverPage('/forgot-password', 'other-config');
    typeBeforeScript(screen.getByRole('textbox', { name: 'Email' }), 'early@example.com');
    pressBeforeScript('SEND LINK');
    await start(root);
    await whenHydrated('SEND LINK');
    expect(document.documentElement).not.toHaveAttribute('data-early-submit');
    expect(recorder.count()).toBe(0);
  });

  it('a press React itself answered (its handler prevented the default) is not sent again', async () => {
    const recorder = recordRequests();
    const root = serverPage('/forgot-password');
    // Stands in for React's handler of a press while it hydrates (RHF's handleSubmit prevents the default).
    const reactsHandler = (event: Event) => event.preventDefault();
    root.addEventListener('submit', reactsHandler);
    pressBeforeScript('SEND LINK');
    root.removeEventListener('submit', reactsHandler);
    await start(root);
    await whenHydrated('SEND LINK');
    expect(document.documentElement).not.toHaveAttribute('data-early-submit');
    expect(recorder.count()).toBe(0);
  });

  it('a press after hydration is React\'s alone: nothing is remembered', async () => {
    const root = serverPage('/forgot-password');
    await start(root);
    await whenHydrated('SEND LINK');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'later@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEND LINK' }));
    expect(document.documentElement).not.toHaveAttribute('data-early-submit');
    expect(window.__EARLY_SUBMIT__).toBeUndefined();
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset link sent to your email address later@example.com');
  });
});

afterAll(() => setConfig({ ...defaultConfig }));
