/** Emails compare case-insensitively: stored and looked up in this one form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
