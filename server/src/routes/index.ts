import { accountDeletionRoutes } from './accountDeletion';
import { emailVerificationRoutes } from './emailVerification';
import { featureFlagRoutes } from './featureFlags';
import { passwordResetRoutes } from './passwordReset';
import { profileRoutes } from './profile';
import type { RouteModule } from './RouteModule';
import { sessionRoutes } from './session';
import { signupRoutes } from './signup';

/**
 * Every API route module, each mounted under /api in its own Fastify scope (hooks and parsers
 * added in one module stay in it). To add a resource: write routes/<resource>.ts exporting a
 * RouteModule, and add it here.
 */
export const routeModules: RouteModule[] = [
  sessionRoutes,
  signupRoutes,
  emailVerificationRoutes,
  passwordResetRoutes,
  profileRoutes,
  accountDeletionRoutes,
  featureFlagRoutes,
];
