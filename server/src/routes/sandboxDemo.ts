import type { DemoAccount } from '../../../src/contract/api';
import { findUserByEmail } from '../db/queries/users';
import { failureResponses } from '../http/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/seedDemoAccount';
import type { RouteModule } from './RouteModule';

/**
 * The demo customer's sign-in, for the login page's 'Try the demo account' (sandbox mode only,
 * routes/index.ts: a real deployment has no such route, and no demo password is a secret of it).
 */
export const sandboxDemoRoutes: RouteModule = async (app, ctx) => {
  app.get<{ Reply: DemoAccount | undefined }>(
    '/sandbox/demo-account',
    {
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox demo customer's email and password, when that account exists (204 without it: `npm run seed` creates it)",
        response: {
          200: { type: 'object', required: ['email', 'password'], properties: { email: { type: 'string' }, password: { type: 'string' } } },
          204: { type: 'null', description: 'No demo account on this server' },
          ...failureResponses,
        },
      },
    },
    async (_request, reply) => {
      // Not a 404: every login page asks, and a browser reports each failed request as an error.
      if (!(await findUserByEmail(ctx.db, DEMO_EMAIL))) return reply.status(204).send(undefined);
      return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
    },
  );
};
