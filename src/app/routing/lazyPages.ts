import { inTasks } from '../../lib/inTasks';
import { lazyPage } from './lazyPage';

/*
 * Issue 26 (total blocking time): a page's chunk evaluated in one go was a task of 150-300 ms on a
 * phone (MUI's components, the forms' libraries, the payment panel, then the page). The heavier
 * pages evaluate in steps instead, one task each: MUI's button base, MUI's outlined input, the
 * card form's schema (yup), the payment panel (react-hook-form, the card form), then the page.
 * Each step imports into the page's own chunk name, so the first step fetches all of it at once
 * (no extra request, no waterfall) and the later steps only evaluate what is left.
 */

/**
 * Every page of SPEC §2, one chunk each. A function, so that each router (and each test) gets
 * its own lazy components and sees a page load as a first visit would.
 */
export function createLazyPages() {
  return {
    // The first paint: no MUI (issue 9's budget for /login).
    Login: lazyPage(() => import(/* webpackChunkName: "login" */ '../../features/auth/pages/LoginPage'), { plain: true }),
    Register: lazyPage(() => import(/* webpackChunkName: "register" */ '../../features/auth/pages/RegisterPage')),
    ForgotPassword: lazyPage(
      () => import(/* webpackChunkName: "forgot-password" */ '../../features/auth/pages/ForgotPasswordPage'),
    ),
    VerifyEmail: lazyPage(() => import(/* webpackChunkName: "verify-email" */ '../../features/auth/pages/VerifyEmailPage')),
    AreaCode: lazyPage(() =>
      inTasks(
        () => import(/* webpackChunkName: "area-code" */ '@mui/material/ButtonBase'),
        () => import(/* webpackChunkName: "area-code" */ '@mui/material/OutlinedInput'),
        () => import(/* webpackChunkName: "area-code" */ '../../features/signup/pages/AreaCodePage'),
      ),
    ),
    Pricing: lazyPage(() => import(/* webpackChunkName: "pricing" */ '../../features/signup/pages/PricingPage'), { plain: true }),
    Checkout: lazyPage(() =>
      inTasks(
        () => import(/* webpackChunkName: "checkout" */ '@mui/material/ButtonBase'),
        () => import(/* webpackChunkName: "checkout" */ '@mui/material/OutlinedInput'),
        () => import(/* webpackChunkName: "checkout" */ '../../components/payment/sandbox/sandboxCardSchema'),
        () => import(/* webpackChunkName: "checkout" */ '../../components/payment/PaymentPanel'),
        () => import(/* webpackChunkName: "checkout" */ '../../features/signup/pages/CheckoutPage'),
      ),
    ),
    SubscribeSuccess: lazyPage(
      () => import(/* webpackChunkName: "subscribe-success" */ '../../features/signup/pages/SubscribeSuccessPage'),
    ),
    AddCredit: lazyPage(() =>
      inTasks(
        () => import(/* webpackChunkName: "add-credit" */ '@mui/material/ButtonBase'),
        () => import(/* webpackChunkName: "add-credit" */ '@mui/material/OutlinedInput'),
        () => import(/* webpackChunkName: "add-credit" */ '../../components/payment/sandbox/sandboxCardSchema'),
        () => import(/* webpackChunkName: "add-credit" */ '../../components/payment/PaymentPanel'),
        () => import(/* webpackChunkName: "add-credit" */ '../../features/credits/pages/AddCreditPage'),
      ),
    ),
    PurchaseEsim: lazyPage(() =>
      inTasks(
        () => import(/* webpackChunkName: "purchase-esim" */ '@mui/material/ButtonBase'),
        () => import(/* webpackChunkName: "purchase-esim" */ '@mui/material/OutlinedInput'),
        () => import(/* webpackChunkName: "purchase-esim" */ '../../components/payment/sandbox/sandboxCardSchema'),
        () => import(/* webpackChunkName: "purchase-esim" */ '../../components/payment/PaymentPanel'),
        () => import(/* webpackChunkName: "purchase-esim" */ '../../features/esim/pages/PurchaseEsimPage'),
      ),
    ),
    Account: lazyPage(() => import(/* webpackChunkName: "account" */ '../../features/account/pages/AccountPage')),
    Chats: lazyPage(() => import(/* webpackChunkName: "chats" */ '../../features/chats/pages/ChatsPage')),
    Plan: lazyPage(() => import(/* webpackChunkName: "plan" */ '../../features/plan/pages/PlanPage')),
    Esim: lazyPage(() =>
      inTasks(
        () => import(/* webpackChunkName: "esim" */ '@mui/material/ButtonBase'),
        () => import(/* webpackChunkName: "esim" */ '../../features/esim/pages/EsimPage'),
      ),
    ),
    // Plain: its heading paints before MUI; the history (MUI) is a part of its own.
    Calls: lazyPage(() => import(/* webpackChunkName: "calls" */ '../../features/calls/pages/CallsPage'), { plain: true }),
    Billing: lazyPage(() => import(/* webpackChunkName: "billing" */ '../../features/billing/pages/BillingPage')),
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
