import { useId, useRef, useState } from 'react';
import { failureText } from '../../api/apiError';
import { useNotify } from '../feedback/useNotify';
import { PlainAlert } from '../plain/PlainAlert';
import { PlainButton } from '../plain/PlainButton';
import { Stack } from '../plain/layout/Stack';
import { Recaptcha, type RecaptchaHandle } from '../recaptcha/Recaptcha';
import { Staged } from '../staging/Staged';
import { ApplePayButton } from './ApplePayButton';
import { CardChoice } from './CardChoice';
import { CardForm } from './CardForm';
import { ChargeTodayLine } from './ChargeTodayLine';
import { cardTokenOf } from './cardToken';
import type { CardFormHandle } from './cardFormTypes';
import type { CardOnFileState, CardUse } from './cardUse';
import { useCardChoice } from './useCardChoice';
import type { PurchaseOutcome } from './usePurchaseRunner';

/** Why Pay cannot be pressed yet, or null when nothing is missing. */
export function whyPayWaits({ needsCard, needsRecaptcha }: { needsCard: boolean; needsRecaptcha: boolean }): string | null {
  if (needsRecaptcha && needsCard) return "To pay, enter your card details and tick 'I'm not a robot'.";
  if (needsRecaptcha) return "To pay, tick 'I'm not a robot'.";
  return null;
}

/** What Pay hands the screen's purchase. */
export interface PaymentRequest {
  recaptchaToken: string;
  /** The card's one-time token: Apple Pay's, or the card form's, made when called. */
  cardToken(): Promise<string>;
  /** Which card pays: the card on file, or the new one (saved, or charged once). Apple Pay's is a new card, saved. */
  card: CardUse;
}

export interface PaymentPanelProps {
  /** Runs the purchase (through the screen's usePurchaseRunner) and tells how it ended. */
  onPay(request: PaymentRequest): Promise<PurchaseOutcome<unknown>>;
  /** Whether a purchase is running (the runner's `running`): the fields and buttons wait. */
  running: boolean;
  /** The Pay button's text ('Pay', 'Pay $15.00', 'UPGRADE'). */
  payLabel: string;
  /** The card form; without it the card on file pays (the plan upgrade). Used when `cardOnFile` is not known. */
  withCard?: boolean;
  /**
   * The card on file: when known, the customer chooses it or a new card (saved only
   * if ticked); undefined or 'unavailable' keeps today's flow (`withCard`).
   */
  cardOnFile?: CardOnFileState;
  /** Cents: 'You will be charged $X today' beside Pay (and in its description). */
  chargeToday?: number;
  /** Apple Pay as the other way to pay, for this total (checkout, add-credit). */
  applePay?: { amountCents: number; label: string };
  /** A reCAPTCHA solved on the page before (the eSIM page's): it serves the first try; a new one is asked for after it. */
  solvedRecaptcha?: string;
  /** What else stops paying for now (the plan's lapsed payment): said above, and Pay waits. */
  blockedBy?: string;
  /** Pay across the panel (checkout) rather than at its start. */
  wide?: boolean;
  /**
   * Called once the whole panel is on screen (its lower part mounts a paint after the card form):
   * what follows the panel on the screen mounts then, so that nothing moves.
   */
  onShown?(): void;
}

/**
 * How every purchase screen takes payment: the card form, the reCAPTCHA, Pay (and Apple Pay).
 * Pay waits for what is missing (the solved reCAPTCHA, what `blockedBy` says) and for a running
 * purchase. A reCAPTCHA token is good for one check (SPEC §8): after each attempt the widget is
 * reset, or asked for when the token came from the page before; after a payment the card fields
 * are emptied too. While Pay waits, a line under it says for what; a failed attempt's text stays
 * beside Pay (the toast goes) until the customer edits the card or tries again.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const { onPay, running, payLabel, withCard = true, cardOnFile, chargeToday, applePay, solvedRecaptcha, blockedBy, wide = false, onShown } = props;
  const notify = useNotify();
  const card = useRef<CardFormHandle>(null);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(solvedRecaptcha ?? null);
  const [askRecaptcha, setAskRecaptcha] = useState(!solvedRecaptcha);
  const [cardComplete, setCardComplete] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choice = useCardChoice(cardOnFile, withCard, () => setCardComplete(false));
  const waiting = !recaptchaToken || Boolean(blockedBy) || running;
  const hint = running || blockedBy ? null : whyPayWaits({ needsCard: choice.showsForm && !cardComplete, needsRecaptcha: !recaptchaToken });
  const hintId = useId();
  const failureId = useId();
  const chargeId = useId();
  const describedBy = [chargeToday !== undefined ? chargeId : null, failure ? failureId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  /** Pays with Apple Pay's token, or the card form's when there is none. */
  const pay = async (walletToken?: string): Promise<PurchaseOutcome<unknown>> => {
    if (!recaptchaToken || blockedBy) return { status: 'ignored' };
    const cardToken = walletToken ? () => Promise.resolve(walletToken) : () => cardTokenOf(card);
    setFailure(null);
    const outcome = await onPay({ recaptchaToken, cardToken, card: walletToken ? { kind: 'new', save: true } : choice.use });
    if (outcome.status === 'ignored') return outcome;
    if (outcome.status === 'failed') setFailure(failureText(outcome.error));
    // Paid: the card goes with it, so a second purchase is never one click away.
    if (outcome.status === 'done') {
      card.current?.clear();
      setCardComplete(false);
    }
    // The token was spent on this attempt.
    if (askRecaptcha) recaptcha.current?.reset();
    else {
      setRecaptchaToken(null);
      setAskRecaptcha(true);
    }
    return outcome;
  };

  const onCardEdit = ({ complete }: { complete: boolean }) => {
    setCardComplete(complete);
    setFailure(null);
    choice.noteCardTyped();
  };

  const payWithApplePay = async (token: string) => {
    const outcome = await pay(token);
    // The payment sheet closes as failed; the failure itself was shown by the runner.
    if (outcome.status !== 'done') throw new Error('Apple Pay payment not completed');
  };

  return (
    <Stack gap={3}>
      {blockedBy && <PlainAlert severity="warning">{blockedBy}</PlainAlert>}
      <CardChoice state={choice} disabled={running} cardForm={<CardForm ref={card} disabled={running} onEdit={onCardEdit} />} />
      {/*
        Total blocking time: the reCAPTCHA, Pay and Apple Pay mount a paint after the card form;
        below the card form, their coming moves nothing.
      */}
      <Staged onShown={onShown}>
        {askRecaptcha && <Recaptcha ref={recaptcha} onChange={setRecaptchaToken} onError={notify.error} />}
        {/* Not a live region: the toast announced it; this one stays to be read (and is Pay's description). */}
        {failure && (
          <PlainAlert severity="error" id={failureId} role="note">
            {failure}
          </PlainAlert>
        )}
        <Stack gap={1} className={wide ? undefined : 'payment-pay--start'}>
          {chargeToday !== undefined && <ChargeTodayLine id={chargeId} cents={chargeToday} />}
          <PlainButton variant="contained" size="large" disabled={waiting} onClick={() => void pay()} aria-describedby={describedBy}>
            {payLabel}
          </PlainButton>
          {hint && (
            <p id={hintId} className="pn-body2 pn-secondary">
              {hint}
            </p>
          )}
        </Stack>
        {/* Renders nothing where the browser has no Apple Pay. */}
        {applePay && <ApplePayButton amountCents={applePay.amountCents} label={applePay.label} onToken={payWithApplePay} disabled={waiting} />}
      </Staged>
    </Stack>
  );
}
