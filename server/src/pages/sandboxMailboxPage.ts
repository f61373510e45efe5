import { formatDayAndTime, type ReadWallClock } from '../../../src/contract/dateFormat';
import type { MailboxEntry } from '../sandbox/sandboxMailbox';
import { escapeHtml, htmlPage, pageHeading } from './htmlPage';

/** What the page says of itself: mail of the sandbox's own test accounts only, so all of it is shown. */
export const MAILBOX_NOTICE = 'Sandbox: every email this server sent';

/** Web addresses in a mail's text (what a mail client would make clickable). */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address ('…/verify?token=x.' ). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** The text, escaped, with every http(s) address a link that opens here (the mails point at this product). */
export function linkifiedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a class="pn-link" href="${escapeHtml(address)}">${escapeHtml(address)}</a>`;
    last = start + address.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Long addresses wrap on a 320 px screen; the body keeps the mail's line breaks. */
const mailboxCss =
  '.sbx-mail{border-top:1px solid currentColor;padding-top:16px;overflow-wrap:anywhere}.sbx-mail h2{margin:0 0 4px;font-size:1.1rem}.sbx-mail dl{margin:0 0 8px;display:grid;grid-template-columns:auto 1fr;gap:0 8px}.sbx-mail dd{margin:0}.sbx-mail__body{white-space:pre-wrap;margin:0}';

function mailArticle(mail: MailboxEntry, read: ReadWallClock): string {
  const headingId = `mail-${mail.id}`;
  return `<article class="sbx-mail" aria-labelledby="${headingId}">
<h2 id="${headingId}" class="pn-body1">${escapeHtml(mail.subject)}</h2>
<dl class="pn-body2"><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${mail.sentAt.toISOString()}">${escapeHtml(formatDayAndTime(mail.sentAt, read))}</time></dd></dl>
<p class="sbx-mail__body pn-body2">${linkifiedText(mail.text)}</p>
</article>`;
}

/** The sandbox mailbox: every email the server sent, newest first, no script (the pages' CSP). */
export function sandboxMailboxPage(mails: MailboxEntry[], read: ReadWallClock): string {
  const list =
    mails.length === 0
      ? '<p class="pn-body1 pn-center">No email yet. Sign up, or ask for a password reset, and the email appears here.</p>'
      : mails.map((mail) => mailArticle(mail, read)).join('\n');
  return htmlPage(
    'Sandbox mailbox',
    `<style>${mailboxCss}</style>
${pageHeading('Sandbox mailbox')}
<p class="pn-body1 pn-center"><strong>${escapeHtml(MAILBOX_NOTICE)}</strong>, newest first. Nothing here left this machine.</p>
<p class="pn-center"><a class="pn-link" href="/api/sandbox/mailbox">Refresh</a> · <a class="pn-link" href="/app/">Back to the app</a></p>
${list}`,
  );
}
