/**
 * The SPEC §8 texts a failure gets when the server said nothing usable: a status without a
 * failure text, no answer at all, no token. Framework-free, so that any layer can show them.
 */
export const failureMessages = {
  internal: 'Internal Server Error',
  noToken: 'No Token provied in session storage.',
  network: 'Network Error',
} as const;
