/** Texts of the dashboard panel that SPEC does not give (issue 25 §1). */
export const dashboardMessages = {
  /** The Chats link's accessible name while messages that arrived live wait unread. */
  unreadChats: (label: string, unread: number) => `${label}, ${unread} unread`,
};
