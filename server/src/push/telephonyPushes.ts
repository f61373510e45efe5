import type { PushKind } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import type { Logger } from '../lib/logger';
import { normalizePartyNumber, normalizeUsNumber } from '../lib/usPhoneNumbers';
import type { TelephonyEvent } from '../telephony/telephonyEvents';
import { pushStoredActivity, type StoredActivity } from './activityPushes';

/**
 * What a stored telephony event tells the customer's devices: a call to them, a message they
 * received, a voicemail. Nothing of what the customer did themselves (a call they made, a text
 * they sent from the phone app).
 */
export function pushKindOf(event: TelephonyEvent): PushKind | null {
  switch (event.event) {
    case 'call.completed':
      return normalizePartyNumber(event.call_from) === normalizeUsNumber(event.phone_number) ? null : 'call';
    case 'message.received':
      return 'message';
    case 'voicemail.received':
      return 'voicemail';
    default:
      return null;
  }
}

/**
 * After the customer's events are stored (committed), pushes them to their devices in order, on
 * this instance, once: after `first` (the caller lookup, so a push can name the caller), never
 * delaying or failing whatever stored them.
 */
export function pushStoredEventsInBackground(ctx: AppContext, log: Logger, userId: number, events: TelephonyEvent[], first: Promise<void>): void {
  const activities: StoredActivity[] = events.flatMap((event) => {
    const kind = pushKindOf(event);
    return kind ? [{ userId, kind, externalId: event.event_id }] : [];
  });
  if (activities.length === 0) return;
  ctx.background.run('web push', async () => {
    await first;
    for (const activity of activities) await pushStoredActivity(ctx, log, activity);
  });
}
