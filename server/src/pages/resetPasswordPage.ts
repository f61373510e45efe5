import { escapeHtml, htmlPage } from './htmlPage';

export interface ResetPasswordFormOptions {
  brandName: string;
  token: string;
  /** Shown above the form after a rejected attempt. */
  error?: string;
}

/** The form of an emailed reset link. A plain POST: works with scripts off and under a strict CSP. */
export function resetPasswordPage({ brandName, token, error }: ResetPasswordFormOptions): string {
  const errorHtml = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : '';
  return htmlPage(
    `Set a new password - ${brandName}`,
    `<h1>Set a new password</h1>
${errorHtml}<form method="post" action="/api/account/reset-password">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label>New password<input type="password" name="password" autocomplete="new-password" minlength="8" maxlength="128" required placeholder="At least 8 characters"></label>
<label>Retype new password<input type="password" name="confirm_password" autocomplete="new-password" minlength="8" maxlength="128" required></label>
<button type="submit">Save password</button>
</form>`,
  );
}
