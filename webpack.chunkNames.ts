import path from 'node:path';
import { WebpackError, type Compiler, type Dependency, type Module } from 'webpack';

/**
 * The names of the lazily loaded chunks, in one table instead of a comment at each `import()`.
 * The bench (test/bench/budgets.ts) reads its budgets by these names: a route's name is its
 * page's, a lazy widget's its own. Every `import()` (or `new Worker(new URL(…))`) of a module
 * listed here starts the named chunk; modules listed under one name share one chunk. A module is
 * named by its path from the project's root, or a package by the specifier the code imports it by.
 * An `import()` of a module not listed stays an unnamed chunk.
 */
export const chunkNames: Record<string, readonly string[]> = {
  // Routes: each page's chunk (src/app/routing/lazyPages.ts).
  login: ['src/features/auth/pages/LoginPage.tsx'],
  register: ['src/features/auth/pages/RegisterPage.tsx'],
  'forgot-password': ['src/features/auth/pages/ForgotPasswordPage.tsx'],
  'verify-email': ['src/features/auth/pages/VerifyEmailPage.tsx'],
  'area-code': ['src/features/signup/pages/AreaCodePage.tsx'],
  pricing: ['src/features/signup/pages/PricingPage.tsx'],
  checkout: ['src/features/signup/pages/CheckoutPage.tsx'],
  'subscribe-success': ['src/features/signup/pages/SubscribeSuccessPage.tsx'],
  'add-credit': ['src/features/credits/pages/AddCreditPage.tsx'],
  'purchase-esim': ['src/features/esim/pages/PurchaseEsimPage.tsx'],
  account: ['src/features/account/pages/AccountPage.tsx'],
  chats: ['src/features/chats/pages/ChatsPage.tsx'],
  plan: ['src/features/plan/pages/PlanPage.tsx'],
  esim: ['src/features/esim/pages/EsimPage.tsx'],
  calls: ['src/features/calls/pages/CallsPage.tsx'],
  billing: ['src/features/billing/pages/BillingPage.tsx'],
  voicemail: ['src/features/voicemail/pages/VoicemailPage.tsx'],
  porting: ['src/features/porting/pages/PortingPage.tsx'],
  guards: ['src/app/guards/RequireAuth.tsx', 'src/app/guards/RequireGuest.tsx', 'src/app/guards/prefetchGuardData.ts', 'src/app/routing/prefetchRouteData.ts'],
  'dashboard-layout': ['src/features/dashboard/DashboardLayout.tsx'],

  // Parts of pages, loaded once the page is up or when the user asks for them.
  'demo-account': ['src/features/auth/components/DemoAccountOffer.tsx'],
  'passkey-sign-in': ['src/features/auth/components/PasskeySignIn.tsx'],
  'login-validation': ['src/features/auth/schemas.ts'],
  'area-code-steps': ['src/features/signup/components/AreaCodeSteps.tsx'],
  'checkout-payment': ['src/features/signup/components/CheckoutPayment.tsx'],
  'upgrade-quote-dialog': ['src/components/payment/UpgradeQuoteDialog.tsx'],
  'add-credit-payment': ['src/features/credits/components/BundlePayment.tsx'],
  'purchase-esim-payment': ['src/features/esim/components/EsimPaymentAndWayBack.tsx'],
  'card-choice': ['src/components/payment/CardOnFileChoice.tsx', 'src/components/payment/SaveCardChoice.tsx'],
  stripe: ['src/components/payment/stripe/StripeElementsCard.tsx', '@stripe/stripe-js/pure'],
  // MUI's tab strip of the account and eSIM pages (the plan page's is in its chunk).
  'page-tabs': ['src/components/layout/PageTabs.tsx'],
  'account-tabs': ['src/features/account/components/BlockedNumbersTab.tsx', 'src/features/account/components/DeleteAccountTab.tsx'],
  'account-devices': ['src/features/account/components/SignedInDevicesSection.tsx'],
  'remove-passkey': ['src/features/account/components/RemovePasskeyDialog.tsx'],
  'account-data-export': ['src/features/account/components/DataExportSection.tsx'],
  'data-export-dialog': ['src/features/account/components/DataExportDialog.tsx'],
  'delete-account-dialog': ['src/features/account/components/DeleteAccountDialog.tsx'],
  'account-validation': ['src/features/account/schemas.ts'],
  'provider-confirmation': ['src/features/account/components/ProviderConfirmation.tsx'],
  'resend-verification': ['src/features/account/components/ResendVerificationDialog.tsx'],
  'confirm-identity': ['src/features/account/components/ConfirmIdentityDialog.tsx'],
  'chat-conversation': ['src/features/chats/components/Conversation.tsx'],
  'plan-tabs': ['src/features/plan/components/ManageCreditsTab.tsx', 'src/features/plan/components/ChangePaymentInfoTab.tsx'],
  'upgrade-checkout': ['src/features/plan/components/UpgradeCheckout.tsx'],
  'esim-offer': ['src/features/esim/components/EsimPurchaseOffer.tsx'],
  'esim-usage': ['src/features/esim/components/UsageReport.tsx'],
  'esim-top-up': ['src/features/esim/components/TopUpDialog.tsx'],
  'esim-install': ['src/features/esim/components/EsimInstallOptions.tsx'],
  'usage-chart': ['src/features/esim/components/UsageChart.tsx'],
  'calls-history': ['src/features/calls/components/CallHistoryContent.tsx'],
  'call-row-menu': ['src/features/calls/components/CallRowMenu.tsx'],
  'delete-call': ['src/features/calls/components/DeleteCallDialog.tsx'],
  'dashboard-panel': ['src/features/dashboard/components/DashboardPanel.tsx', 'src/features/dashboard/components/PanelDrawer.tsx'],
  'renewal-banner': ['src/features/dashboard/components/RenewalFailedBanner.tsx'],

  // Widgets of the app's shell.
  'header-menu': ['src/components/layout/HeaderMenu.tsx'],
  'header-number-status': ['src/components/layout/HeaderNumberStatus.tsx'],
  'block-contact': ['src/components/contacts/BlockContactDialog.tsx'],
  feedback: ['src/components/feedback/FeedbackHost.tsx'],
  'sandbox-simulator': ['src/components/sandbox/NetworkSimulatorDialog.tsx'],
  recaptcha: ['react-google-recaptcha'],
  qrcode: ['qrcode', 'qrcode/lib/renderer/canvas', 'src/lib/qr/encodeInWorker.ts'],
  'qr-worker': ['src/lib/qr/qrWorker.ts'],
  'web-vitals': ['src/lib/webVitals/startVitals.ts'],
  // The browser's passkey ceremonies, loaded when one starts (src/features/passkeys/passkeyCeremony.ts).
  webauthn: ['@simplewebauthn/browser'],
  'mui-theme': ['@emotion/styled', '@mui/system/createTheme', '@mui/system/cssVars', 'src/theme/theme.ts', 'src/theme/MuiTheme.tsx'],
};

const chunkOfModule = new Map(Object.entries(chunkNames).flatMap(([name, modules]) => modules.map((module) => [module, name] as const)));

/**
 * The chunk an `import()` of `request` (resolved to `resource`; paths from the
 * project's root) starts, and the table entry that named it; undefined for an unnamed chunk.
 */
export function chunkNameOf(request: string, resource: string | undefined): { name: string; entry: string } | undefined {
  const bare = !request.startsWith('.') && !request.startsWith('/');
  const key = bare ? request : resource;
  const name = key === undefined ? undefined : chunkOfModule.get(key);
  return key !== undefined && name ? { name, entry: key } : undefined;
}

const fromRoot = (rootDir: string, file: string) => path.relative(rootDir, file).split(path.sep).join('/');

/** The `import()` and worker dependencies of a lazily loaded block, with the module each resolved to. */
interface LazyBlock {
  chunkName?: string;
  groupOptions: { name?: string; entryOptions?: { name?: string } };
  dependencies: Dependency[];
}

/**
 * Names each lazily loaded block of the app's modules from the tables above, once every module is
 * built (before webpack forms the chunks). A module of the tables that no `import()` loads fails
 * the build, so the tables cannot drift from the code.
 */
export class ChunkNamesPlugin {
  apply(compiler: Compiler) {
    const rootDir = compiler.context;
    compiler.hooks.thisCompilation.tap('ChunkNamesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ChunkNamesPlugin', (modules) => {
        const used = new Set<string>();
        for (const module of modules as Iterable<Module & { resource?: string }>) {
          if (!module.resource || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const block of module.blocks as unknown as LazyBlock[]) {
            const [dependency] = block.dependencies as (Dependency & { request?: string })[];
            if (!dependency?.request) continue;
            const target = compilation.moduleGraph.getModule(dependency) as (Module & { resource?: string }) | null;
            const resource = target?.resource ? fromRoot(rootDir, target.resource.split('?')[0]) : undefined;
            const named = chunkNameOf(dependency.request, resource);
            if (!named) continue;
            used.add(named.entry);
            if (block.groupOptions.entryOptions) block.groupOptions.entryOptions.name = named.name;
            block.chunkName = named.name;
          }
        }
        const unused = [...chunkOfModule.keys()].filter((entry) => !used.has(entry));
        if (unused.length) compilation.errors.push(new WebpackError(`webpack.chunkNames.ts lists modules that no import() loads: ${unused.join(', ')}`));
      });
    });
  }
}
