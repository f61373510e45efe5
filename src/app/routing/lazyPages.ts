import { lazyPage } from './lazyPage';

/**
 * Every page of SPEC §2, one chunk each. A function, so that each router (and each test) gets
 * its own lazy components and sees a page load as a first visit would.
 */
export function createLazyPages() {
  return {
    // The first paint: no MUI (the budget for /login).
    Login: lazyPage(() => import('../../features/auth/pages/LoginPage'), { plain: true }),
    Register: lazyPage(() => import('../../features/auth/pages/RegisterPage')),
    ForgotPassword: lazyPage(
      () => import('../../features/auth/pages/ForgotPasswordPage'),
    ),
    VerifyEmail: lazyPage(() => import('../../features/auth/pages/VerifyEmailPage'), { plain: true }),
    AreaCode: lazyPage(() => import('../../features/signup/pages/AreaCodePage'), { plain: true }),
    Pricing: lazyPage(() => import('../../features/signup/pages/PricingPage'), { plain: true }),
    Checkout: lazyPage(() => import('../../features/signup/pages/CheckoutPage'), { plain: true }),
    SubscribeSuccess: lazyPage(() => import('../../features/signup/pages/SubscribeSuccessPage'), { plain: true }),
    AddCredit: lazyPage(() => import('../../features/credits/pages/AddCreditPage'), { plain: true }),
    PurchaseEsim: lazyPage(() => import('../../features/esim/pages/PurchaseEsimPage'), { plain: true }),
    // Plain: its heading and first panel paint before MUI; the tab strip and the other tabs load it.
    Account: lazyPage(() => import('../../features/account/pages/AccountPage'), { plain: true }),
    // Plain: a conversation's menu loads MUI itself.
    Chats: lazyPage(() => import('../../features/chats/pages/ChatsPage'), { plain: true }),
    // Plain: its tab strip, the upgrade and the cancel dialog load MUI themselves.
    Plan: lazyPage(() => import('../../features/plan/pages/PlanPage'), { plain: true }),
    Esim: lazyPage(() => import('../../features/esim/pages/EsimPage'), { plain: true }),
    // Plain: its heading paints before MUI; the history (MUI) is a part of its own.
    Calls: lazyPage(() => import('../../features/calls/pages/CallsPage'), { plain: true }),
    Billing: lazyPage(() => import('../../features/billing/pages/BillingPage')),
    Voicemail: lazyPage(() => import('../../features/voicemail/pages/VoicemailPage')),
    Porting: lazyPage(() => import('../../features/porting/pages/PortingPage'), { plain: true }),
    // The guards are not needed to paint /login: they load with the first guarded page.
    RequireAuth: lazyPage(() => import('../guards/RequireAuth').then((module) => ({ default: module.RequireAuth })), {
      plain: true,
    }),
    RequireGuest: lazyPage(() => import('../guards/RequireGuest').then((module) => ({ default: module.RequireGuest })), {
      plain: true,
    }),
    /** The layout route of the /dashboard pages: plain; its panel and drawer load their MUI themselves. */
    DashboardLayout: lazyPage(
      () =>
        import('../../features/dashboard/DashboardLayout').then((module) => ({
          default: module.DashboardLayout,
        })),
      { plain: true },
    ),
  };
}
