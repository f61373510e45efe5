import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useSaveCardTokenMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { CardForm, cardTokenOf, usePurchaseRunner, type CardFormHandle } from '../../../components/payment';

/** A new card for the subscription: the form's token is saved with the account. */
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
