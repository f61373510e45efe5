/** Texts of the dashboard panel that SPEC does not give. */
export const dashboardMessages = {
  /** After the Chats link's count, for screen readers: the link reads 'Chats 2 unread'. */
  unreadSuffix: ' unread',
  /** After the Voicemail link's count: 'Voicemail 2 unheard'. */
  unheardSuffix: ' unheard',
};
