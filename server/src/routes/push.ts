import { randomBytes } from 'node:crypto';
import type { PushConfig, PushSubscriptionDeleted, PushSubscriptionRequest, PushSubscriptionResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { deletePushSubscription, savePushSubscription } from '../db/queries/pushSubscriptions';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, tokenSecurity } from '../http/schemas';
import { vapidKeysOf } from '../push/appVapidKeys';
import { MAX_SUBSCRIPTIONS_PER_CUSTOMER, subscriptionProblem } from '../push/subscriptionRules';
import type { RouteModule } from './RouteModule';

export const PUSH_SUBSCRIPTION_NOT_FOUND = 'Push subscription not found.';

const PUSH_OFF_DESCRIPTION = 'Answers 404 (as an unknown address) when this server sends no pushes: real mode without VAPID keys.';

/** Longer than any endpoint subscriptionProblem accepts, so that an overlong one gets its message, not the schema's. */
const ENDPOINT_SCHEMA_MAX = 8192;

const subscriptionBodySchema = {
  type: 'object',
  required: ['endpoint', 'keys', 'kinds', 'previews'],
  additionalProperties: false,
  properties: {
    endpoint: { type: 'string', minLength: 1, maxLength: ENDPOINT_SCHEMA_MAX, description: "The push service's URL for this device (https; http too in sandbox mode)" },
    keys: {
      type: 'object',
      required: ['p256dh', 'auth'],
      additionalProperties: false,
      properties: {
        p256dh: { type: 'string', minLength: 1, maxLength: 200, description: "base64url: the browser's P-256 public key (65 bytes)" },
        auth: { type: 'string', minLength: 1, maxLength: 100, description: 'base64url: the auth secret (16 bytes)' },
      },
    },
    kinds: {
      type: 'array',
      maxItems: 3,
      uniqueItems: true,
      items: { type: 'string', enum: ['call', 'message', 'voicemail'] },
      description: 'What this device is told about (may be empty)',
    },
    previews: { type: 'boolean', description: "A message's text may show in the notification" },
  },
} as const;

const subscriptionIdSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'Opaque; names it in DELETE' } } } as const;

/** A subscription id as POST gives it (22 characters); any other text names no subscription: a 404. */
const pushSubscriptionIdParamSchema = { type: 'string', minLength: 1, maxLength: 256 } as const;

/** 22 characters of base64url: 128 random bits, nothing to guess from. */
function newSubscriptionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Web Push (not in SPEC §7): the key a browser subscribes with, and the devices that want
 * notifications of calls, messages and voicemails. A server without push answers 404, as a
 * backend without these routes would, and the SPA hides the setting.
 */
export const pushRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  /** The keys, or the answer of an address that does not exist. */
  async function keysOrNotFound(method: string, url: string) {
    const keys = await vapidKeysOf(ctx);
    if (!keys) throw new HttpFailure(404, `Not found: ${method} ${url.split('?')[0]}`);
    return keys;
  }

  app.get<{ Reply: PushConfig }>(
    '/push/config',
    {
      schema: {
        tags: ['push'],
        summary: "The application server key for the browser's PushManager.subscribe",
        description: `vapid_public_key: base64url, an uncompressed P-256 point. ${PUSH_OFF_DESCRIPTION}`,
        security: tokenSecurity,
        response: {
          200: { type: 'object', required: ['vapid_public_key'], properties: { vapid_public_key: { type: 'string' } } },
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const keys = await keysOrNotFound(request.method, request.url);
      return { vapid_public_key: keys.publicKey };
    },
  );

  app.post<{ Body: PushSubscriptionRequest; Reply: PushSubscriptionResponse }>(
    '/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: "Store this device's push subscription (201), or update it when the same endpoint subscribes again (200)",
        description:
          'The subscription belongs to the session of the token (signing that session out deletes it) and to its customer: ' +
          `the same endpoint from another session or customer moves to this one. A customer keeps at most ${MAX_SUBSCRIPTIONS_PER_CUSTOMER}; ` +
          `one more deletes the oldest. ${PUSH_OFF_DESCRIPTION}`,
        security: tokenSecurity,
        body: subscriptionBodySchema,
        response: { 200: subscriptionIdSchema, 201: subscriptionIdSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      await keysOrNotFound(request.method, request.url);
      const problem = subscriptionProblem(request.body, { sandbox: ctx.config.sandbox });
      if (problem) throw new HttpFailure(400, problem);
      const { userId, sessionId } = authOf(request);
      const { endpoint, keys, kinds, previews } = request.body;
      const saved = await savePushSubscription(
        ctx.db,
        { id: newSubscriptionId(), userId, sessionId, endpoint, p256dh: keys.p256dh, auth: keys.auth, kinds, previews },
        MAX_SUBSCRIPTIONS_PER_CUSTOMER,
      );
      return reply.status(saved.created ? 201 : 200).send({ id: saved.id });
    },
  );

  app.delete<{ Params: { pushSubscriptionId: string }; Reply: PushSubscriptionDeleted }>(
    '/push/subscriptions/:pushSubscriptionId',
    {
      schema: {
        tags: ['push'],
        summary: "Delete one of the caller's push subscriptions (this device stops getting notifications)",
        description: "Another customer's id is a 404, as an unknown one.",
        security: tokenSecurity,
        params: { type: 'object', required: ['pushSubscriptionId'], properties: { pushSubscriptionId: pushSubscriptionIdParamSchema } },
        response: { 200: { type: 'object', required: ['success'], properties: { success: { type: 'boolean', enum: [true] } } }, ...failureResponses },
      },
    },
    async (request) => {
      const deleted = await deletePushSubscription(ctx.db, authOf(request).userId, request.params.pushSubscriptionId);
      if (!deleted) throw new HttpFailure(404, PUSH_SUBSCRIPTION_NOT_FOUND);
      return { success: true as const };
    },
  );
};
