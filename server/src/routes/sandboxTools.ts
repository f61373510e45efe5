import type { SandboxSimulationRequest, SandboxSimulationResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { failureResponses, tokenSecurity } from '../http/schemas';
import { wallClockIn } from '../lib/wallClock';
import { pageContentSecurityPolicy } from '../pages/htmlPage';
import { sandboxMailboxPage } from '../pages/sandboxMailboxPage';
import { simulateNetworkEvent } from '../sandbox/networkSimulator';
import { listMailbox } from '../sandbox/sandboxMailbox';
import type { RouteModule } from './RouteModule';

const simulationSchema = {
  type: 'object',
  required: ['event'],
  additionalProperties: false,
  properties: {
    event: {
      type: 'string',
      enum: ['incoming_call', 'missed_call', 'voicemail', 'text', 'picture_text', 'port_completed', 'port_rejected', 'esim_usage'],
      description: 'What the network sends: a call (answered or missed), a voicemail (a missed call and the message left) or a text (with a picture or not) to your number, a decision on your pending transfer, or data your eSIM used today',
    },
    from: { type: 'string', maxLength: 32, description: 'The other party of a call or text, a US number; a fictional 555-01xx number when absent' },
    duration: { type: 'integer', minimum: 1, maximum: 3600, description: 'incoming_call: seconds talked' },
    text: { type: 'string', maxLength: 1000, description: 'text, picture_text: the message' },
    reason: { type: 'string', enum: ['pin_mismatch', 'account_mismatch', 'zip_mismatch'], description: "port_rejected: the carrier's reason" },
    megabytes: { type: 'number', minimum: 0.01, maximum: 1000, description: 'esim_usage: data used today, in MB' },
  },
} as const;

/**
 * The sandbox's tools for a newcomer (registered in sandbox mode only, routes/index.ts): the
 * mailbox of every email the server sent, and the network simulator that sends the caller's own
 * number what a carrier would.
 */
export const sandboxToolRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/sandbox/mailbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox mailbox: every email this server sent, newest first (sandbox mode only)',
        description:
          "An HTML page of the sandbox's outbox as every instance shares it (the database's copy), with the mails' links clickable. The mail is the sandbox's own test accounts', so all of it is shown to anyone; outside sandbox mode the page does not exist (404).",
        produces: ['text/html'],
        response: { 200: { type: 'string', description: 'HTML page' }, ...failureResponses },
      },
    },
    async (_request, reply) => {
      const mails = await listMailbox(ctx.db);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pageContentSecurityPolicy)
        .send(sandboxMailboxPage(mails, wallClockIn(ctx.config.displayTimeZone)));
    },
  );

  app.post<{ Body: SandboxSimulationRequest; Reply: SandboxSimulationResponse }>(
    '/sandbox/simulate',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox network simulator: the network sends your own number a call, a text, a transfer decision or eSIM usage (sandbox mode only)',
        description:
          "Acts on the caller's own number, transfer and eSIM only, through the code a real provider's news takes (the telephony webhook's event handling, the port tracker, the eSIM usage report), so the dashboard updates live. 409 when the caller has nothing to act on. Outside sandbox mode the endpoint does not exist (404).",
        security: tokenSecurity,
        body: simulationSchema,
        response: {
          200: { type: 'object', required: ['success', 'summary'], properties: { success: { type: 'boolean', const: true }, summary: { type: 'string' } } },
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const summary = await simulateNetworkEvent(ctx, authOf(request).userId, request.body, request.log);
      return { success: true, summary };
    },
  );
};
