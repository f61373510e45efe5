/** Texts of the greeting's playback and reset (not in SPEC). */
export const greetingPlaybackMessages = {
  play: 'Play greeting',
  loading: 'Loading the greeting…',
  playerLabel: 'Your voicemail greeting',
  reset: 'Reset to standard greeting',
  confirmTitle: 'Reset to the standard greeting?',
  confirmText: (fileName: string | null) =>
    `Your uploaded greeting${fileName ? ` (${fileName})` : ''} is deleted. Callers will hear the standard greeting again.`,
  keep: 'Keep my greeting',
  confirm: 'Reset greeting',
  resetDone: 'Callers will hear the standard greeting again.',
} as const;
