import { errorAlert, escapeHtml, htmlPage, outlinedField, pageHeading, submitButton } from './htmlPage';

export interface SandboxSignInPageOptions {
  providerLabel: string;
  /** Where the form posts: this same authorize path. */
  action: string;
  redirectUri: string;
  state: string;
  nonce: string;
  email?: string;
  name?: string;
  /** Whether the token will say the provider verified the email; checked unless the tester unchecked it. */
  emailVerified?: boolean;
  error?: string;
}

/** The sandbox stand-in for Google's or Apple's sign-in page: a tester types who they are. No scripts. */
export function sandboxSignInPage(options: SandboxSignInPageOptions): string {
  const { providerLabel, action, redirectUri, state, nonce, email = '', name = '', emailVerified = true, error } = options;
  const errorHtml = error ? `${errorAlert(error)}\n` : '';
  return htmlPage(
    `Sandbox ${providerLabel} sign-in`,
    `${pageHeading(`Sign in with ${providerLabel} (sandbox)`)}
<p class="pn-body2 pn-secondary">This test page stands in for ${escapeHtml(providerLabel)}. Enter any identity: the server signs an ID token for it with its local sandbox key.</p>
${errorHtml}<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="nonce" value="${escapeHtml(nonce)}">
${outlinedField({ id: 'sandbox-email', label: 'Email', name: 'email', type: 'email', attributes: `autocomplete="email" maxlength="254" required value="${escapeHtml(email)}"` })}
${outlinedField({ id: 'sandbox-name', label: 'Name', name: 'name', type: 'text', attributes: `autocomplete="name" maxlength="100" required value="${escapeHtml(name)}"` })}
<label class="pn-checkbox"><input type="checkbox" name="email_verified" value="true"${emailVerified ? ' checked' : ''}><span class="pn-body1">Email verified</span></label>
<p class="pn-body2 pn-secondary">Uncheck to act as someone who typed an address at ${escapeHtml(providerLabel)} without proving it is theirs: the token says email_verified false.</p>
${submitButton('Continue')}
</form>`,
  );
}
