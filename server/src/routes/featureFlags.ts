import type { FeatureFlag } from '../../../src/contract/api';
import { isFeatureEnabled } from '../db/queries/featureFlags';
import { failureResponses } from '../http/schemas';
import type { RouteModule } from './RouteModule';

/** Switches stored in the database, e.g. migration_mode (sends registration to the other site). */
export const featureFlagRoutes: RouteModule = async (app, ctx) => {
  app.get<{ Params: { name: string }; Reply: FeatureFlag }>(
    '/webgetfeatureflag/:name',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether a feature flag is on (an unknown flag is off)',
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' } },
        },
        response: {
          200: { type: 'object', required: ['success', 'enabled'], properties: { success: { type: 'boolean' }, enabled: { type: 'boolean' } } },
          ...failureResponses,
        },
      },
    },
    async (request) => ({ success: true, enabled: await isFeatureEnabled(ctx.db, request.params.name) }),
  );
};
