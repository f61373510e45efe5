/** Texts of the dashboard panel that SPEC does not give (issue 25 §1). */
export const dashboardMessages = {
  /** After the Chats link's count, for screen readers: the link reads 'Chats 2 unread'. */
  unreadSuffix: ' unread',
};
