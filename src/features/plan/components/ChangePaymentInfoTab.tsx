import { useRef, useState } from 'react';
import { useSaveCardTokenMutation } from '../../../api/accountApi';
import { useGetCardOnFileQuery } from '../../../api/billingApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { Stack } from '../../../components/plain/layout/Stack';
import { CardForm, cardTokenOf, usePurchaseRunner, type CardFormHandle } from '../../../components/payment';
import { cardExpiry, cardLabel } from '../../../components/payment/cardOnFileText';

/**
 * The card on file: brand, last four and expiry, or 'No card on file'. A backend
 * without the endpoint (an error) shows nothing, as before; while loading, nothing either.
 */
function CardOnFileSummary() {
  const { data, isSuccess } = useGetCardOnFileQuery();
  if (!isSuccess) return null;
  return (
    <Stack as="section" aria-labelledby="card-on-file-heading" gap={0.5} below={3}>
      <h2 id="card-on-file-heading" className="pn-h2 pn-panel__title">
        Card on file
      </h2>
      {data ? (
        <>
          <p className="pn-body1">{cardLabel(data)}</p>
          <p className="pn-body2 pn-secondary">{cardExpiry(data)}</p>
        </>
      ) : (
        <p className="pn-body1 pn-secondary">No card on file</p>
      )}
    </Stack>
  );
}

/** The card on file, then a new card for the subscription: the form's token is saved with the account. */
export function ChangePaymentInfoTab() {
  const cardForm = useRef<CardFormHandle>(null);
  const [saveCardToken] = useSaveCardTokenMutation();
  const notify = useNotify();
  // The runner gives the overlay, the double-press guard and the card error texts.
  const { run, running } = usePurchaseRunner();
  // Bumped once the card is saved: the form empties, as the card now lives with the account.
  const [savedCount, setSavedCount] = useState(0);

  const change = async () => {
    const outcome = await run(async () => {
      await saveCardToken({ user_stripe_token: await cardTokenOf(cardForm) }).unwrap();
    });
    if (outcome.status !== 'done') return;
    notify.success('Payment info changed');
    setSavedCount((n) => n + 1);
  };

  return (
    <div className="pn-panel plan-payment">
      <CardOnFileSummary />
      <h2 className="pn-h2 pn-panel__title plan-payment__title">Card details</h2>
      <Stack gap={3}>
        <CardForm key={savedCount} ref={cardForm} disabled={running} />
        <div>
          <PlainButton variant="contained" size="large" disabled={running} onClick={() => void change()}>
            CHANGE
          </PlainButton>
        </div>
      </Stack>
    </div>
  );
}
