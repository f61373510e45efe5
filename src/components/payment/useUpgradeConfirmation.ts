import { useRef, useState } from 'react';
import { failureText, isApiError } from '../../api/apiError';
import { useLazyGetUpgradeQuoteQuery } from '../../api/billingApi';
import type { Id } from '../../contract/api';
import type { PaymentRequest } from './PaymentPanel';
import type { QuoteView } from './UpgradeQuoteDialog';
import type { PurchaseOutcome } from './usePurchaseRunner';

/** Charges the upgrade: with the confirmed quote's id, or without one where the backend gives no quotes. */
export type ChargeUpgrade = (request: PaymentRequest, quoteId: string | undefined) => Promise<PurchaseOutcome<unknown>>;

interface Pending {
  request: PaymentRequest;
  resolve(outcome: PurchaseOutcome<unknown>): void;
}

/** A quote the server refused (expired, used, stale): nothing was charged and a new price is due. */
function quoteRefused(outcome: PurchaseOutcome<unknown>): boolean {
  if (outcome.status !== 'failed') return false;
  const error = outcome.error instanceof Error && outcome.error.cause !== undefined ? outcome.error.cause : outcome.error;
  return isApiError(error) && error.status === 409;
}

/**
 * The priced confirmation of an upgrade. `confirm` (the payment panel's onPay) asks for
 * a fresh quote and opens the dialog; it settles when the customer cancels ('ignored': the solved
 * reCAPTCHA stays) or once the charge ends. A refused quote (409) charges nothing: a new quote
 * is shown in the same dialog, to be confirmed again with the same reCAPTCHA token. A backend
 * without quotes (404) is confirmed on the plan price and charged without quote_id (SPEC §7).
 */
export function useUpgradeConfirmation(planId: Id, charge: ChargeUpgrade) {
  const [fetchQuote] = useLazyGetUpgradeQuoteQuery();
  const [view, setView] = useState<QuoteView>({ status: 'loading' });
  const [priceUpdated, setPriceUpdated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // The latest quote request: an older answer arriving late never replaces it.
  const asked = useRef(0);

  const loadQuote = async () => {
    const ask = ++asked.current;
    setView({ status: 'loading' });
    // Always a new quote: a price is held for minutes only.
    const result = await fetchQuote(planId, false);
    if (ask !== asked.current) return;
    if (result.data) setView({ status: 'quoted', quote: result.data });
    else if (isApiError(result.error) && result.error.status === 404) setView({ status: 'unpriced' });
    else setView({ status: 'failed', message: failureText(result.error) });
  };

  const confirm = (request: PaymentRequest) =>
    new Promise<PurchaseOutcome<unknown>>((resolve) => {
      setPriceUpdated(false);
      setPending({ request, resolve });
      void loadQuote();
    });

  const finish = (outcome: PurchaseOutcome<unknown>) => {
    pending?.resolve(outcome);
    setPending(null);
    asked.current++;
  };

  const onConfirm = async () => {
    if (!pending || busy) return;
    const quoteId = view.status === 'quoted' ? view.quote.quote_id : undefined;
    setBusy(true);
    const outcome = await charge(pending.request, quoteId).finally(() => setBusy(false));
    if (outcome.status === 'ignored') return;
    if (quoteId && quoteRefused(outcome)) {
      setPriceUpdated(true);
      void loadQuote();
      return;
    }
    finish(outcome);
  };

  return {
    confirm,
    dialog: {
      open: pending !== null,
      view,
      priceUpdated,
      busy,
      card: pending?.request.card ?? null,
      onConfirm: () => void onConfirm(),
      onCancel: () => finish({ status: 'ignored' }),
      onRetry: () => void loadQuote(),
    },
  };
}
