import { errorAlert, escapeHtml, htmlPage, outlinedField, pageHeading, submitButton } from './htmlPage';

export interface ResetPasswordFormOptions {
  brandName: string;
  token: string;
  /** Shown above the form after a rejected attempt. */
  error?: string;
}

/** The form of an emailed reset link. A plain POST: works with scripts off and under a strict CSP. */
export function resetPasswordPage({ brandName, token, error }: ResetPasswordFormOptions): string {
  const errorHtml = error ? `${errorAlert(error)}\n` : '';
  return htmlPage(
    `Set a new password - ${brandName}`,
    `${pageHeading('Set a new password')}
${errorHtml}<form method="post" action="/api/account/reset-password">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${outlinedField({ id: 'new-password', label: 'New password', name: 'password', type: 'password', attributes: 'autocomplete="new-password" minlength="8" maxlength="128" required aria-describedby="password-hint"' })}
<p id="password-hint" class="pn-body2 pn-secondary">At least 8 characters</p>
${outlinedField({ id: 'retype-password', label: 'Retype new password', name: 'confirm_password', type: 'password', attributes: 'autocomplete="new-password" minlength="8" maxlength="128" required' })}
${submitButton('Save password')}
</form>`,
  );
}
