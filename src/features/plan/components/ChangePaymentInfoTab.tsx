import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useSaveCardTokenMutation } from '../../../api/accountApi';
import { useGetCardOnFileQuery } from '../../../api/billingApi';
import { useNotify } from '../../../components/feedback/useNotify';
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
    <Stack component="section" aria-labelledby="card-on-file-heading" spacing={0.5} sx={{ mb: 3 }}>
      <Typography id="card-on-file-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Card on file
      </Typography>
      {data ? (
        <>
          <Typography>{cardLabel(data)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {cardExpiry(data)}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">No card on file</Typography>
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
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <CardOnFileSummary />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Card details
      </Typography>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <CardForm key={savedCount} ref={cardForm} disabled={running} />
        <Button variant="contained" size="large" disabled={running} onClick={() => void change()}>
          CHANGE
        </Button>
      </Stack>
    </Paper>
  );
}
