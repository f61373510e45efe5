/**
 * A hang-up cause for people (SPEC §2): underscores become spaces and only the first letter
 * stays a capital ('NO_ANSWER' → 'No answer').
 */
export function formatCause(cause: string): string {
  const words = cause.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
