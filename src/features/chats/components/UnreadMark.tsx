/** A conversation with news: a dot that screen readers name 'unread' (the colour is not the only sign: the row is bold too). */
export function UnreadMark() {
  return <span role="img" aria-label="unread" className="chat-unread" />;
}
