import { inTasks } from '../../lib/inTasks';
import { lazyPage } from './lazyPage';

/**
 * Every page of SPEC §2, one chunk each. A function, so that each router (and each test) gets
 * its own lazy components and sees a page load as a first visit would.
 */
export function createLazyPages() {
  return {
    // The first paint: no MUI (the budget for /login).
    Login: lazyPage(() => import(/* webpackChunkName: "login" */ '../../features/auth/pages/LoginPage'), { plain: true }),
    Register: lazyPage(() => import(/* webpackChunkName: "register" */ '../../features/auth/pages/RegisterPage')),
    ForgotPassword: lazyPage(
      () => import(/* webpackChunkName: "forgot-password" */ '../../features/auth/pages/ForgotPasswordPage'),
    ),
    VerifyEmail: lazyPage(() => import(/* webpackChunkName: "verify-email" */ '../../features/auth/pages/VerifyEmailPage')),
    AreaCode: lazyPage(() => import(/* webpackChunkName: "area-code" */ '../../features/signup/pages/AreaCodePage'), { plain: true }),
    Pricing: lazyPage(() => import(/* webpackChunkName: "pricing" */ '../../features/signup/pages/PricingPage'), { plain: true }),
    Checkout: lazyPage(() => import(/* webpackChunkName: "checkout" */ '../../features/signup/pages/CheckoutPage'), { plain: true }),
    SubscribeSuccess: lazyPage(
      () => import(/* webpackChunkName: "subscribe-success" */ '../../features/signup/pages/SubscribeSuccessPage'),
    ),
    AddCredit: lazyPage(() => import(/* webpackChunkName: "add-credit" */ '../../features/credits/pages/AddCreditPage'), { plain: true }),
    PurchaseEsim: lazyPage(() => import(/* webpackChunkName: "purchase-esim" */ '../../features/esim/pages/PurchaseEsimPage'), { plain: true }),
    // Plain: its heading and first panel paint before MUI; the tab strip and the other tabs load it.
    Account: lazyPage(() => import(/* webpackChunkName: "account" */ '../../features/account/pages/AccountPage'), { plain: true }),
    Chats: lazyPage(() => import(/* webpackChunkName: "chats" */ '../../features/chats/pages/ChatsPage')),
    // MUI's button base and typography evaluate in tasks of their own before the page (
    // the chunk's arrival was one task of 63-83 ms at 4× CPU).
    Plan: lazyPage(() =>
      inTasks(
        () => import(/* webpackChunkName: "plan" */ '@mui/material/ButtonBase'),
        () => import(/* webpackChunkName: "plan" */ '@mui/material/Typography'),
        () => import(/* webpackChunkName: "plan" */ '../../features/plan/pages/PlanPage'),
      ),
    ),
    Esim: lazyPage(() => import(/* webpackChunkName: "esim" */ '../../features/esim/pages/EsimPage'), { plain: true }),
    // Plain: its heading paints before MUI; the history (MUI) is a part of its own.
    Calls: lazyPage(() => import(/* webpackChunkName: "calls" */ '../../features/calls/pages/CallsPage'), { plain: true }),
    Billing: lazyPage(() => import(/* webpackChunkName: "billing" */ '../../features/billing/pages/BillingPage')),
    Voicemail: lazyPage(() => import(/* webpackChunkName: "voicemail" */ '../../features/voicemail/pages/VoicemailPage')),
    Porting: lazyPage(() => import(/* webpackChunkName: "porting" */ '../../features/porting/pages/PortingPage')),
    // The guards are not needed to paint /login: they load with the first guarded page.
    RequireAuth: lazyPage(() => import(/* webpackChunkName: "guards" */ '../guards/RequireAuth').then((module) => ({ default: module.RequireAuth })), {
      plain: true,
    }),
    RequireGuest: lazyPage(() => import(/* webpackChunkName: "guards" */ '../guards/RequireGuest').then((module) => ({ default: module.RequireGuest })), {
      plain: true,
    }),
    /** The layout route of the /dashboard pages: plain; its panel and drawer load their MUI themselves. */
    DashboardLayout: lazyPage(
      () =>
        import(/* webpackChunkName: "dashboard-layout" */ '../../features/dashboard/DashboardLayout').then((module) => ({
          default: module.DashboardLayout,
        })),
      { plain: true },
    ),
  };
}
