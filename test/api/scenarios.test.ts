import type { HttpHandler } from 'msw';
import { accountApi } from '../../src/api/accountApi';
import { phonesApi } from '../../src/api/phonesApi';
import { subscriptionApi } from '../../src/api/subscriptionApi';
import { buildBlockedNumbers, buildCallLogItem, buildProfile, buildVoicemail } from '../factories';
import {
  accountChangesAccepted,
  areaCodeUnavailable,
  balanceOf,
  billingHistory,
  blockedNumbers,
  cardOnFile,
  currentGreeting,
  callHistory,
  callHistoryWithCallerIds,
  callsAndVoicemails,
  cancellationAccepted,
  chatHistory,
  chatHistoryWithCallerIds,
  checkoutSucceeds,
  creditBundlesAvailable,
  creditPurchaseSucceeds,
  dataExportFlow,
  exportReady,
  demoAccountOffered,
  networkSimulated,
  esimCustomer,
  featureFlag,
  liveEvents,
  logoutSucceeds,
  makeCheckoutFail,
  numberOrderAccepted,
  numbersAvailable,
  plansAvailable,
  portTracker,
  pushService,
  voicemailInbox,
  receiptsAvailable,
  signedInCustomer,
  signedInDevices,
  passkeysOf,
  signInSucceeds,
  socialNoncesIssued,
  upgradeQuotes,
  visitorRequestsAccepted,
  verifiedLinkSignIn,
} from '../mocks/scenarios';
import { server } from '../mocks/server';
import { endpointCase, endpointCases } from './endpointCases';
import { pushSubscriptionRequest } from './endpointCases/pushCases';
import type { EndpointName } from './support/endpointCase';
import { signedInStore } from './support/testStore';

/** Each named scenario, and the calls it must answer with success. */
const scenarios: [name: string, handlers: () => HttpHandler[], answers: EndpointName[]][] = [
  [
    'signedInCustomer',
    () => signedInCustomer(),
    ['getProfile', 'getSubscription', 'getActiveSubscriptions', 'getPhones'],
  ],
  ['blockedNumbers', () => blockedNumbers(buildBlockedNumbers(2)), ['getBlockedNumbers']],
  ['currentGreeting', () => currentGreeting({ file_name: 'hello.mp3', size_bytes: 4096, uploaded_at: '2026-11-20T10:00:00.000Z' }), ['getVoicemailGreeting', 'getGreetingAudioUrl']],
  [
    'accountChangesAccepted',
    accountChangesAccepted,
    [
      'updateProfile',
      'saveCardToken',
      'updateEmail',
      'updatePassword',
      'reauthenticate',
      'deleteAccount',
      'uploadGreeting',
      'resetGreeting',
      'blockNumbers',
      'unblockNumbers',
    ],
  ],
  ['signInSucceeds', () => signInSucceeds(), ['signIn', 'verifyAppleToken', 'verifyGoogleToken', 'verifySignInToken']],
  ['socialNoncesIssued', () => socialNoncesIssued(), ['issueSocialNonce']],
  ['visitorRequestsAccepted', visitorRequestsAccepted, ['signUp', 'requestPasswordReset', 'resendVerification']],
  ['verifiedLinkSignIn', () => verifiedLinkSignIn(), ['rememberVerificationBrowser', 'verifiedSignIn']],
  ['featureFlag', () => featureFlag('migration_mode_enabled', true), ['getFeatureFlag']],
  ['demoAccountOffered', () => demoAccountOffered(), ['getDemoAccount']],
  ['networkSimulated', () => networkSimulated(), ['simulateNetworkEvent']],
  ['logoutSucceeds', logoutSucceeds, ['logout']],
  ['plansAvailable', () => plansAvailable(), ['getPlans']],
  ['checkoutSucceeds', checkoutSucceeds, ['subscribe', 'resubscribe', 'upgradeSubscription']],
  ['cancellationAccepted', cancellationAccepted, ['cancelSubscription', 'resumeSubscription']],
  ['numbersAvailable', () => numbersAvailable(), ['searchAvailablePhones']],
  ['numberOrderAccepted', numberOrderAccepted, ['purchasePhone', 'requestPortNumber']],
  ['callHistory', () => callHistory(), ['getCallLog', 'hideCall']],
  ['callHistoryWithCallerIds', () => callHistoryWithCallerIds(), ['getCallLog', 'hideCall']],
  ['chatHistory', () => chatHistory(), ['getChats', 'deleteChat']],
  ['chatHistoryWithCallerIds', () => chatHistoryWithCallerIds(), ['getChats', 'deleteChat']],
  ['creditBundlesAvailable', () => creditBundlesAvailable(), ['getCreditBundles']],
  ['balanceOf', () => balanceOf(), ['getBalance']],
  ['creditPurchaseSucceeds', creditPurchaseSucceeds, ['purchaseCredit']],
  ['esimCustomer', () => esimCustomer(), ['getEsimPlans', 'getEsimDetails', 'getEsimActivation', 'getEsimUsage', 'purchaseEsim', 'getEsimTopups', 'purchaseEsimTopup']],
  ['cardOnFile', () => cardOnFile(), ['getCardOnFile']],
  ['upgradeQuotes', () => upgradeQuotes(), ['getUpgradeQuote']],
  ['billingHistory', () => billingHistory(), ['getBillingHistory']],
  ['receiptsAvailable', receiptsAvailable, ['getReceipt', 'downloadReceiptPdf', 'downloadBillingHistoryCsv']],
  ['signedInDevices', () => signedInDevices(), ['getSessions', 'revokeSession', 'revokeOtherSessions']],
  [
    'passkeysOf',
    () => passkeysOf(),
    ['getPasskeys', 'getPasskeyRegistrationOptions', 'addPasskey', 'removePasskey', 'getPasskeySignInOptions', 'signInWithPasskey', 'getPasskeyProofOptions'],
  ],
  ['dataExportFlow', () => dataExportFlow({ initial: exportReady }), ['getDataExport', 'downloadDataExport']],
  ['dataExportFlow (asked)', () => dataExportFlow(), ['requestDataExport']],
  ['liveEvents', () => liveEvents(), ['getEventTicket', 'liveActivity']],
  ['portTracker', () => portTracker(), ['getPortRequests', 'createPortRequest', 'resubmitPortRequest']],
  ['voicemailInbox', () => voicemailInbox([buildVoicemail({ id: 7 })]), ['getVoicemails', 'getVoicemailAudio', 'markVoicemailHeard']],
  ['callsAndVoicemails', () => callsAndVoicemails([buildCallLogItem({ id: 3 })], [buildVoicemail({ id: 7, call_id: 3 })]), ['getCallLog', 'hideCall', 'getVoicemails', 'getVoicemailAudio', 'markVoicemailHeard']],
  ['pushService', () => pushService({ subscriptions: new Map([['push_1', pushSubscriptionRequest]]) }), ['getPushConfig', 'savePushSubscription', 'deletePushSubscription']],
];

describe('the named mock scenarios', () => {
  it.each(scenarios)('%s answers its calls with success', async (_name, handlers, answers) => {
    server.use(...handlers());
    const store = signedInStore();

    const outcomes = await Promise.all(answers.map((endpoint) => endpointCase(endpoint).start(store)));

    for (const outcome of outcomes) {
      expect(outcome.error).toBeUndefined();
      expect(outcome.data).toBeDefined();
    }
  });

  it('together answer every endpoint, so a screen test never needs inline handlers', () => {
    const answered = new Set(scenarios.flatMap(([, , answers]) => answers));

    expect(endpointCases.map((row) => row.endpoint).filter((endpoint) => !answered.has(endpoint))).toEqual([]);
  });

  it('serve the data they are given', async () => {
    const unverified = buildProfile({ email: 'new@example.com', is_verified: false });
    server.use(...signedInCustomer({ profile: unverified }));

    const result = await signedInStore().dispatch(accountApi.endpoints.getProfile.initiate());

    expect(result.data).toEqual(unverified);
  });

  it('include failures: a declined checkout and an area code without numbers', async () => {
    server.use(...makeCheckoutFail('Card declined'), ...areaCodeUnavailable(['617']));
    const store = signedInStore();

    const checkout = await store.dispatch(
      subscriptionApi.endpoints.subscribe.initiate({ plan: 1, recaptcha_token: 'recaptcha-ok' }),
    );
    const search = await store.dispatch(phonesApi.endpoints.searchAvailablePhones.initiate('212'));

    expect(checkout).toEqual({ error: { status: 402, failure: 'Card declined' } });
    expect(search.data).toMatchObject({ area_code: ['617'], phone_numbers: [], note: 'No numbers left' });
  });
});
