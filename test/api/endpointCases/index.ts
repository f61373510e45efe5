import type { EndpointCase } from '../support/endpointCase';
import { accountCases } from './accountCases';
import { authCases } from './authCases';
import { billingCases } from './billingCases';
import { creditsCases } from './creditsCases';
import { dataExportCases } from './dataExportCases';
import { demoAccountCases } from './demoAccountCases';
import { esimCases } from './esimCases';
import { liveCases } from './liveCases';
import { messagingCases } from './messagingCases';
import { passkeysCases } from './passkeysCases';
import { phonesCases } from './phonesCases';
import { portingCases } from './portingCases';
import { pushCases } from './pushCases';
import { sandboxCases } from './sandboxCases';
import { sessionsCases } from './sessionsCases';
import { subscriptionCases } from './subscriptionCases';
import { voicemailCases } from './voicemailCases';

/** One row per endpoint of every src/api/*Api.ts file: SPEC §7 in full, plus logout, the billing calls, signed-in devices, passkeys, 'Download your data', live activity, the port tracker, the voicemail inbox, the greeting's playback and the sandbox's demo account and simulator, and Web Push. */
export const endpointCases: readonly EndpointCase[] = [
  ...authCases,
  ...accountCases,
  ...subscriptionCases,
  ...phonesCases,
  ...creditsCases,
  ...messagingCases,
  ...esimCases,
  ...billingCases,
  ...sessionsCases,
  ...passkeysCases,
  ...dataExportCases,
  ...liveCases,
  ...portingCases,
  ...voicemailCases,
  ...demoAccountCases,
  ...sandboxCases,
  ...pushCases,
];

/** The row of an endpoint (throws for a name the table lacks). */
export function endpointCase(name: string): EndpointCase {
  const found = endpointCases.find((row) => row.endpoint === name);
  if (!found) throw new Error(`no endpoint case for ${name}`);
  return found;
}
