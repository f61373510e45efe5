import { escapeHtml, htmlPage, pageHeading, submitButton } from './htmlPage';

/**
 * One question and one button that posts the link's token back. Following a link only shows it:
 * mail scanners that open links must not confirm or undo anything.
 */
function confirmationForm(options: { title: string; question: string; action: string; token: string; button: string }): string {
  return htmlPage(
    options.title,
    `${pageHeading(options.title)}
<p class="pn-body1 pn-center pn-anywhere">${escapeHtml(options.question)}</p>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="token" value="${escapeHtml(options.token)}">
${submitButton(options.button)}
</form>`,
  );
}

export function confirmEmailChangePage({ brandName, newEmail, token }: { brandName: string; newEmail: string; token: string }): string {
  return confirmationForm({
    title: 'Confirm your new email address',
    question: `Use ${newEmail} as the email address of your ${brandName} account?`,
    action: '/api/account/confirm-email-change',
    token,
    button: 'Confirm new address',
  });
}

export function undoEmailChangePage({ brandName, oldEmail, token }: { brandName: string; oldEmail: string; token: string }): string {
  return confirmationForm({
    title: 'Undo the email change',
    question: `Put ${oldEmail} back as the email address of your ${brandName} account and sign out every session?`,
    action: '/api/account/undo-email-change',
    token,
    button: 'Undo the change',
  });
}
