import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useNotify } from '../feedback/useNotify';
import { Recaptcha, type RecaptchaHandle } from '../recaptcha/Recaptcha';
import { ApplePayButton } from './ApplePayButton';
import { CardForm } from './CardForm';
import { cardTokenOf } from './cardToken';
import type { CardFormHandle } from './cardFormTypes';
import type { PurchaseOutcome } from './usePurchaseRunner';

/** What Pay hands the screen's purchase. */
export interface PaymentRequest {
  recaptchaToken: string;
  /** The card's one-time token: Apple Pay's, or the card form's, made when called. */
  cardToken(): Promise<string>;
}

export interface PaymentPanelProps {
  /** Runs the purchase (through the screen's usePurchaseRunner) and tells how it ended. */
  onPay(request: PaymentRequest): Promise<PurchaseOutcome<unknown>>;
  /** Whether a purchase is running (the runner's `running`): the fields and buttons wait. */
  running: boolean;
  /** The Pay button's text ('Pay', 'Pay $15.00', 'UPGRADE'). */
  payLabel: string;
  /** The card form; without it the card on file pays (the plan upgrade). */
  withCard?: boolean;
  /** Apple Pay as the other way to pay, for this total (checkout, add-credit). */
  applePay?: { amountCents: number; label: string };
  /** A reCAPTCHA solved on the page before (the eSIM page's): it serves the first try; a new one is asked for after it. */
  solvedRecaptcha?: string;
  /** What else stops paying for now (the plan's lapsed payment): said above, and Pay waits. */
  blockedBy?: string;
  /** Pay across the panel (checkout) rather than at its start. */
  wide?: boolean;
}

/**
 * How every purchase screen takes payment: the card form, the reCAPTCHA, Pay (and Apple Pay).
 * Pay waits for what is missing (the solved reCAPTCHA, what `blockedBy` says) and for a running
 * purchase. A reCAPTCHA token is good for one check (SPEC §8): after each attempt the widget is
 * reset, or asked for when the token came from the page before; after a payment the card fields
 * are emptied too.
 */
export function PaymentPanel({ onPay, running, payLabel, withCard = true, applePay, solvedRecaptcha, blockedBy, wide = false }: PaymentPanelProps) {
  const notify = useNotify();
  const card = useRef<CardFormHandle>(null);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(solvedRecaptcha ?? null);
  const [askRecaptcha, setAskRecaptcha] = useState(!solvedRecaptcha);
  const waiting = !recaptchaToken || Boolean(blockedBy) || running;

  /** Pays with Apple Pay's token, or the card form's when there is none. */
  const pay = async (walletToken?: string): Promise<PurchaseOutcome<unknown>> => {
    if (!recaptchaToken || blockedBy) return { status: 'ignored' };
    const cardToken = walletToken ? () => Promise.resolve(walletToken) : () => cardTokenOf(card);
    const outcome = await onPay({ recaptchaToken, cardToken });
    if (outcome.status === 'ignored') return outcome;
    // Paid: the card goes with it, so a second purchase is never one click away (issue 23).
    if (outcome.status === 'done') card.current?.clear();
    // The token was spent on this attempt.
    if (askRecaptcha) recaptcha.current?.reset();
    else {
      setRecaptchaToken(null);
      setAskRecaptcha(true);
    }
    return outcome;
  };

  const payWithApplePay = async (token: string) => {
    const outcome = await pay(token);
    // The payment sheet closes as failed; the failure itself was shown by the runner.
    if (outcome.status !== 'done') throw new Error('Apple Pay payment not completed');
  };

  return (
    <Stack spacing={3}>
      {blockedBy && <Alert severity="warning">{blockedBy}</Alert>}
      {withCard && <CardForm ref={card} disabled={running} />}
      {askRecaptcha && <Recaptcha ref={recaptcha} onChange={setRecaptchaToken} onError={notify.error} />}
      <Button variant="contained" size="large" disabled={waiting} onClick={() => void pay()} sx={wide ? undefined : { alignSelf: 'flex-start' }}>
        {payLabel}
      </Button>
      {/* Renders nothing where the browser has no Apple Pay. */}
      {applePay && <ApplePayButton amountCents={applePay.amountCents} label={applePay.label} onToken={payWithApplePay} disabled={waiting} />}
    </Stack>
  );
}
