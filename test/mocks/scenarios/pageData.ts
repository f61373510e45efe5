import type { HttpHandler } from 'msw';
import { buildEsimRecord } from '../../factories';
import { blockedNumbers, currentGreeting } from './account';
import { billingHistory, cardOnFile } from './billing';
import { callHistory } from './calls';
import { portTracker } from './porting';
import { voicemailInbox } from './voicemail';
import { signedInDevices } from './sessions';
import { chatHistory } from './chats';
import { balanceOf, creditBundlesAvailable } from './credits';
import { esimCustomer } from './esim';
import { plansAvailable } from './subscription';

/** A customer's eSIM record before anything was bought. */
export const noEsimRecord = () => buildEsimRecord({ success: false, textQrCode: null, imei: null, iccid: null, createdAt: null, esimId: null });

/**
 * What the pages themselves load, beyond the route guard's calls: plans, balance, bundles, an
 * empty history (calls and charges) and no eSIM. For tests about routing, where the page shown is not the subject;
 * give the guard's scenario in a later server.use() call.
 */
export function pageDataAvailable(): HttpHandler[] {
  return [
    ...plansAvailable(),
    ...balanceOf(),
    ...creditBundlesAvailable(),
    ...callHistory([]),
    ...billingHistory([]),
    ...cardOnFile(),
    ...chatHistory([]),
    ...blockedNumbers([]),
    ...currentGreeting(null),
    ...signedInDevices(),
    ...portTracker([]),
    ...voicemailInbox([]),
    ...esimCustomer({ record: noEsimRecord() }),
  ];
}
