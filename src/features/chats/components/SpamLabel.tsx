/** Marks a conversation whose other party the carrier rates as likely spam, beside its number; the warning colour is the outline's. */
export function SpamLabel() {
  return <span className="chat-label chat-label--spam">Likely spam</span>;
}
