/**
 * The cache map, written once: which tag each query provides and which tags each mutation
 * invalidates. A mutation invalidates exactly the data it changes on the server.
 */
export const tagTypes = [
  'Profile',
  'Subscription',
  'ActiveSubscriptions',
  'Phones',
  'BlockedNumbers',
  'Plans',
  'Calls',
  'Chats',
  'Credits',
  'Balance',
  'EsimPlans',
  'Esim',
  'EsimUsage',
  'FeatureFlag',
  'Greeting',
  'CardOnFile',
  'BillingHistory',
  'Sessions',
  'PortRequests',
  'DataExport',
  'Voicemails',
  'Passkeys',
] as const;

export type TagType = (typeof tagTypes)[number];

/** What each query caches under. */
export const provides = {
  getProfile: ['Profile'],
  getSubscription: ['Subscription'],
  // Also copied into the persisted session (mirrorToSession): the header's first paint after a reload.
  getActiveSubscriptions: ['ActiveSubscriptions'],
  getPhones: ['Phones'],
  getBlockedNumbers: ['BlockedNumbers'],
  getPlans: ['Plans'],
  getCallLog: ['Calls'],
  getChats: ['Chats'],
  getCreditBundles: ['Credits'],
  getBalance: ['Balance'],
  getEsimPlans: ['EsimPlans'],
  getEsimDetails: ['Esim'],
  // The eSIM's activation code: stale whenever the eSIM is.
  getEsimActivation: ['Esim'],
  getEsimUsage: ['EsimUsage'],
  // The top-up catalogue: products, like the eSIM plans.
  getEsimTopups: ['EsimPlans'],
  getFeatureFlag: ['FeatureFlag'],
  getVoicemailGreeting: ['Greeting'],
  getCardOnFile: ['CardOnFile'],
  getBillingHistory: ['BillingHistory'],
  getSessions: ['Sessions'],
  getPortRequests: ['PortRequests'],
  getDataExport: ['DataExport'],
  getVoicemails: ['Voicemails'],
  getPasskeys: ['Passkeys'],
} as const satisfies Record<string, readonly TagType[]>;

/** Every charge is a row of the billing history, and a new card ticked 'Save this card' becomes the card on file. */
const charge = ['BillingHistory', 'CardOnFile'] as const;
const purchaseOfPlan = ['Subscription', 'ActiveSubscriptions', 'Plans', 'Phones', 'Balance', ...charge] as const;

/** What each mutation makes stale. Sign-in, sign-up and similar calls change no cached data. */
export const invalidates = {
  updateProfile: ['Profile'],
  updateEmail: ['Profile'],
  // has_password: an account made by Google or Apple sign-in gets one.
  updatePassword: ['Profile'],
  // The card is the subscription's payment method.
  saveCardToken: ['Subscription', 'CardOnFile'],
  // is_blocked is shown on calls and chats too.
  blockNumbers: ['BlockedNumbers', 'Calls', 'Chats'],
  unblockNumbers: ['BlockedNumbers', 'Calls', 'Chats'],
  // A plan comes with 100 outbound credits, and the current plan is marked in the plan list.
  subscribe: purchaseOfPlan,
  resubscribe: purchaseOfPlan,
  upgradeSubscription: purchaseOfPlan,
  cancelSubscription: ['Subscription', 'ActiveSubscriptions', 'Plans'],
  resumeSubscription: ['Subscription', 'ActiveSubscriptions', 'Plans'],
  purchaseCredit: ['Balance', ...charge],
  purchasePhone: ['Phones'],
  requestPortNumber: ['Phones', 'PortRequests'],
  // A new or resubmitted transfer; a new one holds the number (Phones).
  createPortRequest: ['Phones', 'PortRequests'],
  resubmitPortRequest: ['PortRequests'],
  hideCall: ['Calls'],
  deleteChat: ['Chats'],
  purchaseEsim: ['Esim', 'EsimUsage', ...charge],
  // The record's dataMb grows; the report is read again against it.
  purchaseEsimTopup: ['Esim', 'EsimUsage', ...charge],
  uploadGreeting: ['Greeting'],
  resetGreeting: ['Greeting'],
  revokeSession: ['Sessions'],
  revokeOtherSessions: ['Sessions'],
  requestDataExport: ['DataExport'],
  // The voicemail's heard mark and the unheard count of every page.
  markVoicemailHeard: ['Voicemails'],
  addPasskey: ['Passkeys'],
  removePasskey: ['Passkeys'],
} as const satisfies Record<string, readonly TagType[]>;

/** Lifetimes in seconds. Plans, calls, chats, credits, eSIM plans and balance stay until forced or invalidated. */
export const cacheSeconds = {
  default: 300,
  longLived: 60 * 60,
} as const;

/** After a gap in the live stream, what may have changed unseen is fetched again. */
export const refetchedAfterLiveGap = ['Calls', 'Chats', 'Voicemails'] as const satisfies readonly TagType[];
