/** Texts of the eSIM installation and data allowance. */
export const esimInstallMessages = {
  smdpAddress: 'SM-DP+ address',
  activationCode: 'Activation code',
  copy: 'Copy',
  copyLabel: (what: string) => `Copy the ${what.replace(/^[A-Z][a-z]/, (start) => start.toLowerCase())}`,
  copied: 'Copied',
  copyRefused: 'Your browser did not allow copying. The code is selected: copy it with your keyboard or menu.',
  notInString: 'Not in the activation code',
  installOnIphone: 'Install on this iPhone',
  installOnIphoneNote: 'Opens the eSIM installer of iOS with this eSIM.',
  androidNoLink: 'Android has no install link for web pages: add the eSIM in Settings with the codes above.',
  stepsLabel: 'How to install the eSIM',
  iphoneSteps: [
    'Open Settings on this iPhone.',
    'Go to Cellular > Add eSIM > Use QR Code > Enter Details Manually.',
    'Paste the SM-DP+ address and the activation code.',
  ],
  androidSteps: [
    'Open Settings on this phone.',
    'Go to Network & internet > SIMs > Add eSIM (on Samsung phones: Connections > SIM manager > Add eSIM).',
    'Choose to enter the code yourself, then paste the SM-DP+ address and the activation code.',
  ],
  desktopSteps: ['Open Settings on your phone.', 'Go to Cellular > Add eSIM.', 'Scan this QR code.'],
  installedOn: (imei: string) => `Installed on the phone with IMEI ${imei}`,
  installedHeading: 'Your eSIM is installed',
  activateHeading: 'Activate your eSIM',
  showDetails: 'Show installation details',
  hideDetails: 'Hide installation details',
  codeHidden: "Your activation code is hidden. Confirm it's you to show it.",
  showCode: 'Show activation code',
  loadingCode: 'Loading your activation code',
} as const;

export const dataAllowanceMessages = {
  heading: 'Included data',
  meterLabel: 'Included data used',
  usedOf: (used: string, allowance: string) => `${used} used of ${allowance}`,
  left: (left: string) => `${left} left`,
  lastsUntil: (date: string) => `At this pace your data lasts until ${date}`,
  usedUp: 'Your data is used up',
  windowNote: 'Counted over the last 30 days.',
} as const;

/** Texts of 'Buy more data' (data top-ups, not in SPEC). */
export const topUpMessages = {
  buy: 'Buy more data',
  loadingDialog: 'Opening Buy more data',
  dialogTitle: 'Buy more data',
  choiceLabel: 'Data top-up',
  charge: (price: string, card: string, size: string) => `We charge ${price} to ${card} now (one-time, no refunds). ${size} is added to your eSIM at once.`,
  chargeUnknownCard: (price: string, size: string) => `We charge ${price} to your card on file now (one-time, no refunds). ${size} is added to your eSIM at once.`,
  noCard: 'You have no payment card on file. Add one in',
  paymentInfo: 'Payment info',
  loadingCard: 'Loading your card',
  pay: (price: string) => `Pay ${price}`,
  cancel: 'Cancel',
  added: (size: string) => `${size} added.`,
  failed: 'The data could not be added. Please try again.',
} as const;
