/**
 * The tag manager's dataLayer (SPEC §7): events add_to_cart, confirm_number, confirm_area_code
 * and purchase. Events always go to window.dataLayer; Google Tag Manager's script loads only
 * when a container id is configured.
 */
export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** Dollars. */
  price: number;
  quantity: number;
}

export type AnalyticsEvent =
  | { event: 'confirm_area_code'; area_code: string }
  | { event: 'confirm_number'; area_code: string; number_type: 'new' | 'ported' }
  | { event: 'add_to_cart'; ecommerce: { currency: 'USD'; value: number; items: AnalyticsItem[] } }
  | { event: 'purchase'; ecommerce: { transaction_id: string; currency: 'USD'; value: number; items: AnalyticsItem[] } };

function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Sends an event to the dataLayer. An ecommerce event first clears the previous ecommerce object, as GA4 asks. */
export function pushEvent(entry: AnalyticsEvent): void {
  if ('ecommerce' in entry) dataLayer().push({ ecommerce: null });
  dataLayer().push(entry);
}

/** Cents to the dollars analytics reports. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

const GTM_SCRIPT_ID = 'gtm-script';

/** Loads Google Tag Manager once, when `gtmId` is set; without it events stay in window.dataLayer. */
export function startTagManager(gtmId: string): void {
  if (!gtmId || document.getElementById(GTM_SCRIPT_ID)) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}
