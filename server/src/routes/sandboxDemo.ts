import type { DemoAccount } from '../../../src/contract/api';
import { findUserByEmail } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses } from '../http/schemas';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/seedDemoAccount';
import type { RouteModule } from './RouteModule';

/**
 * The demo customer's sign-in, for the login page's 'Try the demo account' (sandbox mode only,
 * routes/index.ts: a real deployment has no such route, and no demo password is a secret of it).
 */
export const sandboxDemoRoutes: RouteModule = async (app, ctx) => {
  app.get<{ Reply: DemoAccount }>(
    '/sandbox/demo-account',
    {
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox demo customer's email and password, when that account exists (404 otherwise: `npm run seed` creates it)",
        response: {
          200: { type: 'object', required: ['email', 'password'], properties: { email: { type: 'string' }, password: { type: 'string' } } },
          ...failureResponses,
        },
      },
    },
    async () => {
      if (!(await findUserByEmail(ctx.db, DEMO_EMAIL))) throw new HttpFailure(404, 'No demo account on this server: `npm run seed` creates it.');
      return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
    },
  );
};
