import type { PushConfig, PushSubscriptionResponse } from '../../contract/api';
import { idAsText, responseCheck, shape, text } from './readers';

// Not in SPEC §7: Web Push. A backend without it answers 404 to the config.
export const pushChecks = {
  config: responseCheck<PushConfig>('push configuration', shape({ vapid_public_key: text })),
  subscription: responseCheck<PushSubscriptionResponse>('push subscription', shape({ id: idAsText })),
};
