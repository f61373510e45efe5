/** The budgets, in one place: the report compares every measurement with these. */
export const budgets = {
  /**
   * The stretch goal, "JavaScript before first paint on /app/login": what the page asks for
   * before its first contentful paint (Lighthouse runs of /login, KB as sent). Since then the
   * markup paints before the app's scripts are even requested (prerendered, load-after-paint.js).
   */
  loginJsKb: 120,
  /**
   * JavaScript loaded for /app/login until it is interactive (entry + the login page's chunks), KB
   * gzip: what hydrates the painted form. The older bound (it was "before first paint" until the
   * page painted before its scripts); the 120 KB goal here is not met yet (docs/performance.md).
   */
  loginInteractiveJsKb: 150,
  /** All of our JavaScript a new customer fetches from /register to /subscribe_success, KB gzip. */
  funnelJsKb: 350,
  /** Any other route's own chunks (beyond what the entry already loaded), KB gzip. */
  routeChunkKb: 60,
  /** GET /api/plans/ on loopback, no pipelining. */
  plansRequestsPerSecond: 3000,
  plansP99Ms: 50,
  /** Authenticated GET /api/webcalllog with 1,000 stored calls at a fixed 500 requests/s. */
  callLogRate: 500,
  callLogP99Ms: 100,
  /** A customer with 1,000 charges; the history's first page at the same fixed rate, and the whole CSV. */
  billingCharges: 1000,
  billingHistoryP99Ms: 100,
  billingCsvMs: 1000,
  /**
   * One heavy customer cannot starve the rest: while `heavyLoops` connections fetch
   * GET /api/webgetallchatmessages back to back for an account of `heavyMessages` messages,
   * another customer's GET /api/user/webprofile, p95.
   */
  heavyLoops: 16,
  heavyMessages: 5000,
  otherCustomerProfileP95Ms: 100,
  /**
   * Heavy billing reads cannot starve the rest: while `heavyBillingLoops` connections of
   * one account fetch a receipt PDF, then the billing CSV of `billingCharges` charges, back to back,
   * another customer's GET /api/webgetbalance, p95.
   */
  heavyBillingLoops: 48,
  otherCustomerBalanceP95Ms: 100,
  /** After a PostgreSQL restart, both instances serve again within this, in ms. */
  clusterRecoveryMs: 10_000,
  /**
   * The phone every CPU-throttled measurement simulates, as Chromium's benchmark index (Lighthouse's
   * "CPU/Memory Power"): the budgets below were set on hosts of index ~2,800, where Lighthouse's
   * default 4× slowdown made a phone of ~700 (the top of its "mid-tier mobile" bracket, 125-800).
   * Each suite slows its host down to this phone (cpuCalibration.ts), not by a fixed 4×.
   */
  simulatedPhoneBenchmarkIndex: 700,
  /** Lighthouse, default mobile emulation and simulated throttling, median of 5 runs; scores 0–100. */
  lighthouseAccessibility: 95,
  lighthouseBestPractices: 95,
  lighthouseCls: 0.02,
  /**
   * Lighthouse on all 15 routes of SPEC §2 (same emulation, median of 5): every route's
   * performance score and total blocking time, and the login page's paints (slow 4G, mid-range phone).
   */
  lighthouseRoutePerformance: 95,
  lighthouseRouteTbtMs: 100,
  lighthouseLoginLcpMs: 1500,
  lighthouseLoginFcpMs: 1200,
  // API at depth and instant starts (helper apidepth): from here to the next blank line.
  /** A customer with this many calls and this many messages: GET /api/webcalllog and GET /api/webgetallchatmessages, each at a fixed `deepRate` req/s on one instance, as a browser asks (gzip, deflate, br). */
  deepRows: 10_000,
  deepRate: 500,
  deepP99Ms: 50,
  /** The compiled server (dist-server/) on an already migrated embedded database: a fresh process until both /api/healthz and /app/login answer 200, median of 5, in ms. */
  coldStartMs: 2000,
  /** A second `npm start` on an unchanged tree (both builds reused): until /api/healthz and /app/login answer 200, in ms. */
  secondStartMs: 10_000,

  /** GETs repeated within their cache lifetime while touring the dashboard twice (no mutation). */
  duplicateGets: 0,
  /** Interactions: each interaction's INP at 4× CPU (Event Timing, worst of 5), and the longest animation frame while the 10,000-call list scrolls, in ms. */
  interactionToNextPaintMs: 100,
  scrollFrameMs: 100,
} as const;

/** Lazily loaded widgets (not routes): reported, loaded only when their page shows them. */
export const lazyWidgets = ['recaptcha', 'stripe', 'qrcode', 'usage-chart', 'header-menu', 'block-contact', 'call-row-menu', 'header-number-status'];

/**
 * Chunk groups every page fetches once the user first acts on it, or when a message is to be
 * shown (the feedback host: dialogs, snackbars, overlay, and MUI's theme). Not part of the first
 * paint; by the time the customer moves to another route they are loaded, so a route's own chunks
 * are counted beyond the entry and these.
 */
export const idleShell = ['feedback', 'mui-theme'];

/** Pages where the customer pays: the card form (Stripe) and reCAPTCHA may load there. */
const paying = ['checkout', 'add-credit', 'plan', 'purchase-esim'];

/**
 * Third-party libraries that must stay on the pages that use them: module path fragment → the
 * chunk groups (lazy pages and lazy widgets) allowed to contain it.
 */
export const confinedLibraries: Record<string, { pattern: RegExp; allowedIn: string[] }> = {
  'Stripe.js': { pattern: /node_modules\/@stripe\//, allowedIn: ['stripe', ...paying] },
  reCAPTCHA: { pattern: /node_modules\/(react-google-recaptcha|react-async-script)\//, allowedIn: ['recaptcha', ...paying, 'esim'] },
  // qr-worker: the worker that encodes the codes, started only from the qrcode group (src/lib/qr/).
  qrcode: { pattern: /node_modules\/qrcode\//, allowedIn: ['qrcode', 'qr-worker', 'esim'] },
  '@mui/x-charts': { pattern: /node_modules\/@mui\/x-(charts|internals)/, allowedIn: ['usage-chart', 'esim'] },
  // Real-user measurements load after the first paint, for a sample of visits only (src/lib/webVitals).
  'web-vitals': { pattern: /node_modules\/web-vitals\//, allowedIn: ['web-vitals'] },
  // The passkey ceremonies load when the customer starts one (src/lib/passkeys).
  '@simplewebauthn/browser': { pattern: /node_modules\/@simplewebauthn\//, allowedIn: ['webauthn'] },
};
