/** Texts of the account page's 'Download your data' section (not in SPEC). */
export const dataExportMessages = {
  title: 'Download your data',
  intro:
    'A copy of what we hold about you: your profile, numbers and plans, calls, messages (with links to their pictures), voicemail, charges, signed-in devices and number transfers, as a ZIP of JSON files. You can ask once a day; each copy can be downloaded for 24 hours.',
  ask: 'Ask for a copy',
  loading: 'Loading the state of your data copy',
  loadFailed: 'The state of your data copy could not be loaded',
  preparing: 'Preparing…',
  preparingDetails: 'We will also email you when it is ready.',
  ready: 'Ready:',
  download: 'download',
  until: (when: string) => `(until ${when})`,
  failed: 'We could not prepare your copy. Please ask again.',
  nextRequest: (when: string) => `You can ask for a new copy from ${when}.`,
  dialogTitle: 'Download your data',
  proofByPassword: 'Enter your current password to ask for a copy of your data.',
  proofByProvider: 'Confirm it is you to ask for a copy of your data.',
  confirm: 'ASK',
} as const;
