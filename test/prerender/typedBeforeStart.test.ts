import { prerenderMarker } from '../../src/contract/prerenderMarker';
import { keepTypedBeforeStart, takeTypedBeforeStart } from '../../src/lib/prerender/typedBeforeStart';

/** The server's markup of /login as the visitor finds it: an email and a password field, empty. */
function serverLoginMarkup(): { root: HTMLElement; email: HTMLInputElement; password: HTMLInputElement } {
  const root = document.createElement('div');
  root.setAttribute(prerenderMarker.pathAttribute, '/login');
  root.innerHTML = '<form><input name="email" type="email" value=""><input name="password" type="password" value=""></form>';
  document.body.append(root);
  const [email, password] = Array.from(root.querySelectorAll('input'));
  return { root, email, password };
}

/** What createRoot's first commit does to the server's markup: it is gone from the document. */
function replaced(root: HTMLElement): void {
  root.replaceChildren();
}

beforeEach(() => {
  window.history.replaceState(null, '', '/app/login');
});

afterEach(() => {
  document.body.replaceChildren();
});

test('what is typed after the fresh render started, before it commits, is taken too (journey 9: the password typed after the email)', async () => {
  const { root, email, password } = serverLoginMarkup();
  email.value = 'early@example.com';
  keepTypedBeforeStart(root);
  // The fresh render is a transition: the visitor goes on typing into the old fields meanwhile.
  password.value = 'typed-while-starting';
  replaced(root);
  expect(takeTypedBeforeStart('email')).toBe('early@example.com');
  expect(takeTypedBeforeStart('password')).toBe('typed-while-starting');
  await Promise.resolve();
  // Taken once: a later form's field of the same name starts as its own.
  expect(takeTypedBeforeStart('email')).toBeUndefined();
});

test('a field left as the markup had it is not taken', () => {
  const { root, email } = serverLoginMarkup();
  email.value = 'early@example.com';
  keepTypedBeforeStart(root);
  replaced(root);
  expect(takeTypedBeforeStart('password')).toBeUndefined();
  expect(takeTypedBeforeStart('email')).toBe('early@example.com');
});

test('nothing is carried to another path', () => {
  const { root, email } = serverLoginMarkup();
  email.value = 'early@example.com';
  keepTypedBeforeStart(root);
  window.history.replaceState(null, '', '/app/forgot-password');
  expect(takeTypedBeforeStart('email')).toBeUndefined();
});
