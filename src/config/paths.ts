/**
 * Every route of SPEC §2, written once. Paths are relative to the router basename (/app);
 * screens link with these constants, never with string literals.
 */
export const paths = {
  /** / shows login too (SPEC §2). */
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  areaCode: '/area-code',
  pricing: '/pricing-page',
  checkout: '/checkout',
  subscribeSuccess: '/subscribe_success',
  addCredit: '/add-credit',
  purchaseEsim: '/purchase-esim',
  dashboard: {
    account: '/dashboard/account',
    chats: '/dashboard/chats',
    plan: '/dashboard/plan',
    esim: '/dashboard/esim',
    calls: '/dashboard/calls',
    /** Not in SPEC §2: every charge, with its receipt. */
    billing: '/dashboard/billing',
    /** Not in SPEC §2: the number transfer tracker. */
    porting: '/dashboard/porting',
    /** Not in SPEC §2: the voicemail inbox. */
    voicemail: '/dashboard/voicemail',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Any route of the app. */
export type AppPath = Leaves<typeof paths>;

/** Open to anyone. */
export const publicPaths = [paths.home, paths.login, paths.verifyEmail] as const;

/** Open to visitors only: a signed-in user goes to the dashboard (SPEC §2 Register, Forgot password). */
export const guestOnlyPaths = [paths.register, paths.forgotPassword] as const;

/** Need a session and pass the route guard (SPEC §2 'Route guard', §6). */
export const guardedPaths = [
  paths.pricing,
  paths.areaCode,
  paths.subscribeSuccess,
  paths.checkout,
  paths.addCredit,
  paths.purchaseEsim,
  paths.dashboard.account,
  paths.dashboard.chats,
  paths.dashboard.plan,
  paths.dashboard.esim,
  paths.dashboard.calls,
  paths.dashboard.billing,
  paths.dashboard.porting,
  paths.dashboard.voicemail,
] as const;

export type GuardedPath = (typeof guardedPaths)[number];

/** The sign-up funnel, in order: area-code, pricing-page, checkout (then subscribe_success). */
export const funnelPaths = [paths.areaCode, paths.pricing, paths.checkout] as const;

/** Where a signed-in customer lands by default. */
export const signedInHome = paths.dashboard.account;

/** Route changes to these keep the scroll position (SPEC §2). */
export const keepScrollPaths: readonly string[] = ['/contact'];

/** Query parameters the route guard reads. */
export const routeParams = {
  /** A number chosen outside the funnel (e.g. a link from the phone app). */
  phoneNumber: 'phone_number',
  /** A one-time sign-in token, accepted on /area-code without a session. */
  token: 'token',
} as const;
