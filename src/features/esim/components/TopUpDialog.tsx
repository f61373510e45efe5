import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { usePurchaseEsimTopupMutation } from '../../../api/esimApi';
import { usePurchaseRunner } from '../../../components/payment/usePurchaseRunner';
import { cardLabel } from '../../../components/payment/cardOnFileText';
import type { CardOnFileState } from '../../../components/payment/cardUse';
import { useCardOnFile } from '../../../components/payment/useCardOnFile';
import { Recaptcha, type RecaptchaHandle } from '../../../components/recaptcha/Recaptcha';
import { paths } from '../../../config/paths';
import type { EsimTopup } from '../../../contract/api';
import { formatMoney } from '../../../lib/formatMoney';
import type { PlanPageState } from '../../../lib/routeState';
import { topUpMessages as messages } from '../esimMessages';
import { formatPackageSize } from '../../../contract/packageSize';
import { topUpLabel } from '../topUp';

interface TopUpDialogProps {
  topups: readonly EsimTopup[];
  onClose(): void;
  /** The top-up was paid and added: its size, for the confirmation. */
  onAdded(size: string): void;
}

/** What happens on Pay, in words, before the customer confirms. */
function ChargeLine({ topup, cardOnFile }: { topup: EsimTopup; cardOnFile: CardOnFileState }) {
  const price = formatMoney(topup.price);
  const size = formatPackageSize(topup.dataMb);
  if (cardOnFile === 'loading') return <Typography color="text.secondary">{messages.loadingCard}</Typography>;
  if (cardOnFile === 'unavailable') return <Typography>{messages.chargeUnknownCard(price, size)}</Typography>;
  if (cardOnFile.card) return <Typography>{messages.charge(price, cardLabel(cardOnFile.card), size)}</Typography>;
  return (
    <Alert severity="info">
      {messages.noCard}{' '}
      <Link component={RouterLink} to={paths.dashboard.plan} state={{ tab: 'payment' } satisfies PlanPageState}>
        {messages.paymentInfo}
      </Link>
      .
    </Alert>
  );
}

/**
 * 'Buy more data': the top-ups as a radio choice, what Pay charges and adds, and Pay with the card
 * on file. One Idempotency-Key per attempt and choice, kept by the runner across a retry whose
 * outcome was unknown; a failure shows here with the choice kept.
 */
export function TopUpDialog({ topups, onClose, onAdded }: TopUpDialogProps) {
  const titleId = useId();
  const choiceLabelId = useId();
  const [chosenId, setChosenId] = useState(String(topups[0].id));
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const cardOnFile = useCardOnFile();
  const [purchaseTopup] = usePurchaseEsimTopupMutation();
  const { run, running } = usePurchaseRunner();
  const chosen = topups.find((topup) => String(topup.id) === chosenId) ?? topups[0];
  const noCard = typeof cardOnFile === 'object' && cardOnFile.card === null;
  const canPay = !running && recaptchaToken !== null && cardOnFile !== 'loading' && !noCard;

  const pay = async () => {
    if (!canPay) return;
    setFailure(null);
    const outcome = await run((attempt) =>
      purchaseTopup({ topup_id: chosen.id, recaptcha_token: recaptchaToken, idempotencyKey: attempt.keyFor(`purchaseEsimTopup:${chosen.id}`) }).unwrap(),
    );
    if (outcome.status === 'done') onAdded(formatPackageSize(chosen.dataMb));
    if (outcome.status === 'failed') {
      setFailure(failureText(outcome.error, messages.failed));
      // A token is good for one attempt: the next press asks for a new one.
      recaptcha.current?.reset();
    }
  };

  return (
    <Dialog open onClose={running ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{messages.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={choiceLabelId}>{messages.choiceLabel}</FormLabel>
            <RadioGroup aria-labelledby={choiceLabelId} value={chosen ? String(chosen.id) : ''} onChange={(event) => setChosenId(event.target.value)}>
              {topups.map((topup) => (
                <FormControlLabel key={topup.id} value={String(topup.id)} control={<Radio />} label={topUpLabel(topup)} disabled={running} />
              ))}
            </RadioGroup>
          </FormControl>
          <ChargeLine topup={chosen} cardOnFile={cardOnFile} />
          {!noCard && <Recaptcha ref={recaptcha} onChange={setRecaptchaToken} onError={setFailure} />}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={running}>
          {messages.cancel}
        </Button>
        <Button variant="contained" onClick={() => void pay()} disabled={!canPay}>
          {messages.pay(formatMoney(chosen.price))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
