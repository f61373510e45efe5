/** The budgets of issue 9, in one place: the report compares every measurement with these. */
export const budgets = {
  /** JavaScript loaded for /app/login before first paint (entry + the login page's chunks), KB gzip. */
  loginJsKb: 150,
  /** Any other route's own chunks (beyond what the entry already loaded), KB gzip. */
  routeChunkKb: 60,
  /** GET /api/plans/ on loopback, no pipelining. */
  plansRequestsPerSecond: 3000,
  plansP99Ms: 50,
  /** Authenticated GET /api/webcalllog with 1,000 stored calls at a fixed 500 requests/s. */
  callLogRate: 500,
  callLogP99Ms: 100,
} as const;

/** Lazily loaded widgets (not routes): reported, loaded only when their page shows them. */
export const lazyWidgets = ['recaptcha', 'stripe', 'qrcode', 'usage-chart'];

/** Pages where the customer pays: the card form (Stripe) and reCAPTCHA may load there. */
const paying = ['checkout', 'add-credit', 'plan', 'purchase-esim'];

/**
 * Third-party libraries that must stay on the pages that use them: module path fragment → the
 * chunk groups (lazy pages and lazy widgets) allowed to contain it.
 */
export const confinedLibraries: Record<string, { pattern: RegExp; allowedIn: string[] }> = {
  'Stripe.js': { pattern: /node_modules\/@stripe\//, allowedIn: ['stripe', ...paying] },
  reCAPTCHA: { pattern: /node_modules\/(react-google-recaptcha|react-async-script)\//, allowedIn: ['recaptcha', ...paying, 'esim'] },
  qrcode: { pattern: /node_modules\/qrcode\//, allowedIn: ['qrcode', 'esim'] },
  '@mui/x-charts': { pattern: /node_modules\/@mui\/x-(charts|internals)/, allowedIn: ['usage-chart', 'esim'] },
};
