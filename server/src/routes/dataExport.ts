import type { DataExportStatus, OwnerProof } from '../../../src/contract/api';
import { formatIsoDay } from '../../../src/contract/dateFormat';
import { confirmAccountOwner, ownerProofProperties } from '../auth/confirmAccountOwner';
import { authOf } from '../auth/requireAuth';
import { dataExportStatus, readyDataExport, requestDataExport } from '../dataExport/dataExports';
import { findUserById } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { SESSION_ENDED } from '../http/messages';
import { requireJsonBody } from '../http/requireJsonBody';
import { failureResponses, tokenSecurity } from '../http/schemas';
import { wallClockIn } from '../lib/wallClock';
import type { RouteModule } from './RouteModule';

export const NO_EXPORT_READY = 'There is no copy of your data to download. Ask for a new one on your account page.';

const isoOrNull = { type: ['string', 'null'], description: 'ISO 8601' } as const;

const dataExportStatusSchema = {
  type: 'object',
  required: ['state', 'requested_at', 'ready_at', 'expires_at', 'size_bytes', 'next_request_at'],
  properties: {
    state: { type: 'string', enum: ['none', 'preparing', 'ready', 'failed'], description: 'none: nothing to download; preparing: being built; ready: GET /api/account/export/download until expires_at; failed: it could not be built (ask again at once)' },
    requested_at: isoOrNull,
    ready_at: isoOrNull,
    expires_at: { ...isoOrNull, description: 'ISO 8601: the file is deleted then (a day after it was ready)' },
    size_bytes: { type: ['integer', 'null'] },
    next_request_at: { ...isoOrNull, description: 'ISO 8601: when the account may ask again (once a day); null: now' },
  },
} as const;

/**
 * 'Download your data' (not in SPEC §7): the owner asks for a copy of what the product holds about
 * them, a job builds it as a ZIP of JSON files, and it can be downloaded for a day.
 */
export const dataExportRoutes: RouteModule = async (app, ctx) => {
  app.post<{ Body: OwnerProof; Reply: DataExportStatus }>(
    '/account/export',
    {
      // JSON only, as every write: no cross-site form can post it.
      onRequest: [ctx.requireAuth, requireJsonBody],
      schema: {
        tags: ['profile'],
        summary: 'Ask for a copy of your data (a ZIP of JSON files, ready within minutes, downloadable for a day)',
        description:
          'Proves the owner as POST /api/account/reauth does: current_password, or for an account without a password id_token from a ' +
          'fresh Google or Apple sign-in (a missing proof is a 400, a wrong one a 403, counted in the sign-in attempt budget). ' +
          'Once a day per account: a second request within a day is a 429 with Retry-After, saying when the next is possible. ' +
          'Answers 202 with the state (preparing); the account\'s address is mailed when it is ready.',
        security: tokenSecurity,
        body: { type: 'object', additionalProperties: false, properties: ownerProofProperties },
        response: { 202: dataExportStatusSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const user = await findUserById(ctx.db, auth.userId);
      // The session outlived its account only if the account was deleted in between.
      if (!user) throw new HttpFailure(401, SESSION_ENDED);
      await confirmAccountOwner(ctx, request, user, request.body);
      const status = await requestDataExport(ctx, auth.userId);
      return reply.status(202).send(status);
    },
  );

  app.get<{ Reply: DataExportStatus }>(
    '/account/export',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['profile'],
        summary: "The caller's latest request for a copy of their data: none, preparing, or ready until when",
        security: tokenSecurity,
        response: { 200: dataExportStatusSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dataExportStatus(ctx, authOf(request).userId);
    },
  );

  app.get(
    '/account/export/download',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['profile'],
        summary: "The caller's ready copy of their data: a ZIP of JSON files (docs/api.md lists them), as an attachment",
        description: 'Authenticated like the rest of the API (Authorization: Token …): the SPA fetches it. 404 when there is none (not asked, still being prepared, or its day is over).',
        security: tokenSecurity,
        produces: ['application/zip'],
        response: { 200: { type: 'string', description: 'application/zip' }, ...failureResponses },
      },
    },
    async (request, reply) => {
      const ready = await readyDataExport(ctx, authOf(request).userId);
      if (!ready) throw new HttpFailure(404, NO_EXPORT_READY);
      const day = formatIsoDay(ready.readyAt, wallClockIn(ctx.config.displayTimeZone));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(ready.archive));
    },
  );
};
