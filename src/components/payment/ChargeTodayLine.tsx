import { paymentMessages } from './paymentMessages';

/** 'You will be charged $X today', beside Pay (its description, so a screen reader hears it with Pay). */
export function ChargeTodayLine({ id, cents }: { id: string; cents: number }) {
  return (
    <p id={id} className="pn-body1 payment-charge">
      {paymentMessages.chargeToday(cents)}
    </p>
  );
}
