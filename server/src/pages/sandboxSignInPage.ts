import { escapeHtml, htmlPage } from './htmlPage';

export interface SandboxSignInPageOptions {
  providerLabel: string;
  /** Where the form posts: this same authorize path. */
  action: string;
  redirectUri: string;
  state: string;
  nonce: string;
  email?: string;
  name?: string;
  error?: string;
}

/** The sandbox stand-in for Google's or Apple's sign-in page: a tester types who they are. No scripts. */
export function sandboxSignInPage(options: SandboxSignInPageOptions): string {
  const { providerLabel, action, redirectUri, state, nonce, email = '', name = '', error } = options;
  const errorHtml = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : '';
  return htmlPage(
    `Sandbox ${providerLabel} sign-in`,
    `<h1>Sign in with ${escapeHtml(providerLabel)} (sandbox)</h1>
<p>This test page stands in for ${escapeHtml(providerLabel)}. Enter any identity: the server signs an ID token for it with its local sandbox key.</p>
${errorHtml}<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="nonce" value="${escapeHtml(nonce)}">
<label>Email<input type="email" name="email" autocomplete="email" maxlength="254" required value="${escapeHtml(email)}"></label>
<label>Name<input type="text" name="name" autocomplete="name" maxlength="100" required value="${escapeHtml(name)}"></label>
<button type="submit">Continue</button>
</form>`,
  );
}
