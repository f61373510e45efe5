import type { PushKind, PushPayload } from '../../../src/contract/api';
import { pushPayloadFor, type PushPayloadOptions } from '../../../src/contract/pushPayload';
import type { AppContext } from '../appContext';
import { callByExternalId, messageByExternalId } from '../db/queries/liveActivity';
import { countPushFailure, forgetPushSubscription, markPushDelivered, pushRecipients, type PushRecipient } from '../db/queries/pushSubscriptions';
import { countUnheardVoicemails, voicemailByExternalId } from '../db/queries/voicemails';
import type { Logger } from '../lib/logger';
import { callLogItemOf } from '../telephony/callLogFormat';
import { chatMessageOf } from '../telephony/chatMessageFormat';
import { voicemailOf } from '../voicemail/voicemailFormat';
import { vapidKeysOf } from './appVapidKeys';
import { deliverPush, endpointOrigin } from './deliverPush';
import type { VapidKeys } from './vapidKeys';

/** A call, message or voicemail just stored for a customer, by the carrier's event id. */
export interface StoredActivity {
  userId: number;
  kind: PushKind;
  externalId: string;
}

export type PushContext = Pick<AppContext, 'db' | 'config' | 'clock' | 'metrics'>;

/** How long a push service may take to answer: longer, and the push counts as failed (a hung service must not hold the task). */
export const PUSH_TIMEOUT_MS = 10_000;

const fetchWithTimeout: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });

type Composer = (options: PushPayloadOptions) => PushPayload;

/**
 * What the push of a stored row says (per device's options), read as the live stream sends it;
 * null when nothing pushes: the row is gone (or hidden), or the customer blocked the other party.
 */
async function composerFor(ctx: PushContext, { userId, kind, externalId }: StoredActivity): Promise<Composer | null> {
  if (kind === 'call') {
    const row = await callByExternalId(ctx.db, userId, externalId);
    if (!row || row.is_blocked) return null;
    const call = callLogItemOf(row);
    return (options) => pushPayloadFor('call', call, options);
  }
  if (kind === 'message') {
    const row = await messageByExternalId(ctx.db, userId, externalId);
    if (!row || row.is_blocked) return null;
    const event = {
      chat_id: row.chat_id,
      third_party_number: row.third_party_number,
      is_blocked: row.is_blocked,
      caller_name: row.caller_name,
      spam_likely: row.spam_likely,
      message: chatMessageOf(row, ctx.config.publicUrl),
    };
    return (options) => pushPayloadFor('message', event, options);
  }
  const row = await voicemailByExternalId(ctx.db, userId, externalId);
  if (!row || row.is_blocked) return null;
  const event = { voicemail: voicemailOf(row), unheard_count: await countUnheardVoicemails(ctx.db, userId) };
  return (options) => pushPayloadFor('voicemail', event, options);
}

/** Sends one push and records what became of it; a log line names the push service's origin only. */
async function pushTo(ctx: PushContext, log: Logger, keys: VapidKeys, recipient: PushRecipient, payload: PushPayload): Promise<void> {
  const outcome = await deliverPush(keys, recipient, payload, fetchWithTimeout);
  const pushService = endpointOrigin(recipient.endpoint);
  ctx.metrics.countPush(outcome.result);
  if (outcome.result === 'sent') {
    await markPushDelivered(ctx.db, recipient.id, new Date(ctx.clock()));
  } else if (outcome.result === 'gone') {
    await forgetPushSubscription(ctx.db, recipient.id);
    log.info({ pushService, kind: payload.kind }, 'push subscription gone (the browser dropped it): forgotten');
  } else {
    await countPushFailure(ctx.db, recipient.id);
    // An error's text could quote the address: its path identifies the device.
    const reason = outcome.reason.split(recipient.endpoint).join(pushService);
    log.warn({ pushService, status: outcome.status, reason, kind: payload.kind }, 'push not delivered');
  }
}

/**
 * Pushes a stored call, message or voicemail to each of the customer's devices that asked for its
 * kind (live sessions only), message text only where previews are on. Nothing when push is off,
 * no device wants it, or the other party is blocked.
 */
export async function pushStoredActivity(ctx: PushContext, log: Logger, activity: StoredActivity): Promise<void> {
  const keys = await vapidKeysOf(ctx);
  if (!keys) return;
  const recipients = await pushRecipients(ctx.db, activity.userId, activity.kind, new Date(ctx.clock()), ctx.config.sessionIdleMs);
  if (recipients.length === 0) return;
  const compose = await composerFor(ctx, activity);
  if (!compose) return;
  await Promise.all(recipients.map((recipient) => pushTo(ctx, log, keys, recipient, compose({ previews: recipient.previews }))));
}
