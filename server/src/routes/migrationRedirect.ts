import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFeatureEnabled } from '../db/queries/featureFlags';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses } from '../http/schemas';
import type { RouteModule } from './RouteModule';

export const MIGRATION_SITE_MISSING = 'Registration has moved to our new site, but its address is not configured. Please contact support.';

/**
 * GET /api/redirect/register: the register page comes here while migration_mode is on (SPEC §2
 * Register) and is sent on to the new site's registration, query string kept. With the flag off
 * it goes back to the SPA's own register page.
 */
export const migrationRedirectRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/redirect/register',
    {
      schema: {
        tags: ['accounts'],
        summary: "Registration while migration_mode is on: 302 to MIGRATION_SITE_URL's /register",
        response: { 302: { type: 'null', description: 'Redirect' }, ...failureResponses },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      if (!(await isFeatureEnabled(ctx.db, 'migration_mode'))) return reply.redirect(`${ctx.config.publicUrl}/app/register${query}`, 302);
      if (!ctx.config.migrationSiteUrl) throw new HttpFailure(503, MIGRATION_SITE_MISSING);
      const target = new URL('register', ctx.config.migrationSiteUrl.replace(/\/*$/, '/'));
      return reply.redirect(`${target.href}${query}`, 302);
    },
  );
};
