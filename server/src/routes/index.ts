import type { ServerConfig } from '../config';
import { accountDeletionRoutes } from './accountDeletion';
import { accountReauthRoutes } from './accountReauth';
import { activeSessionRoutes } from './activeSessions';
import { blockedNumberRoutes } from './blockedNumbers';
import { dataExportRoutes } from './dataExport';
import { callRoutes } from './calls';
import { chatRoutes } from './chats';
import { emailChangeRoutes } from './emailChange';
import { emailVerificationRoutes } from './emailVerification';
import { liveEventRoutes } from './liveEvents';
import { esimRoutes } from './esim';
import { esimTopupRoutes } from './esimTopups';
import { featureFlagRoutes } from './featureFlags';
import { legalPageRoutes } from './legalPages';
import { mediaRoutes } from './media';
import { migrationRedirectRoutes } from './migrationRedirect';
import { passkeyRoutes } from './passkeys';
import { passwordResetRoutes } from './passwordReset';
import { profileRoutes } from './profile';
import { pushRoutes } from './push';
import type { RouteModule } from './RouteModule';
import { sandboxDemoRoutes } from './sandboxDemo';
import { sandboxIdentityRoutes } from './sandboxIdentity';
import { sandboxToolRoutes } from './sandboxTools';
import { sessionRoutes } from './session';
import { signupRoutes } from './signup';
import { socialSignInRoutes } from './socialSignIn';
import { telephonyWebhookRoutes } from './telephonyWebhook';
import { voicemailGreetingRoutes } from './voicemailGreeting';
import { voicemailRoutes } from './voicemails';
import { billingRoutes } from './billing';
import { creditRoutes } from './credits';
import { paymentMethodRoutes } from './paymentMethod';
import { phoneRoutes } from './phones';
import { planRoutes } from './plans';
import { portRequestRoutes } from './portRequestRoutes';
import { subscriptionRoutes } from './subscriptions';

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
  emailChangeRoutes,
  accountReauthRoutes,
  accountDeletionRoutes,
  dataExportRoutes,
  featureFlagRoutes,
  legalPageRoutes,
  migrationRedirectRoutes,
  esimRoutes,
  esimTopupRoutes,
  socialSignInRoutes,
  telephonyWebhookRoutes,
  callRoutes,
  chatRoutes,
  blockedNumberRoutes,
  voicemailGreetingRoutes,
  voicemailRoutes,
  mediaRoutes,
  paymentMethodRoutes,
  planRoutes,
  subscriptionRoutes,
  creditRoutes,
  billingRoutes,
  phoneRoutes,
  portRequestRoutes,
  activeSessionRoutes,
  liveEventRoutes,
  pushRoutes,
  passkeyRoutes,
];

/**
 * Stand-ins for outside services' own pages (the sandbox sign-in), the demo account and the
 * sandbox's tools (the mailbox, the network simulator): under /api/sandbox/, sandbox mode only.
 */
export const sandboxRouteModules: RouteModule[] = [sandboxIdentityRoutes, sandboxDemoRoutes, sandboxToolRoutes];

/** The modules of this server: outside sandbox mode no /api/sandbox/* route exists at all (404). */
export function routeModulesFor(config: Pick<ServerConfig, 'sandbox'>): RouteModule[] {
  return config.sandbox ? [...routeModules, ...sandboxRouteModules] : routeModules;
}
