/** Marks a blocked contact beside its number (SPEC §6: it cannot be blocked again); red outline, text in the row's colour. */
export function BlockedLabel() {
  return <span className="chat-label chat-label--blocked">Blocked</span>;
}
