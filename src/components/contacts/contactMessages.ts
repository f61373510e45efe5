/** SPEC §8 success texts of the actions that calls and chats share. */
export const contactMessages = {
  blocked: 'Contact has been blocked',
  /** Shown when a call's history or a conversation is deleted. */
  deleted: 'Number has been deleted',
} as const;
