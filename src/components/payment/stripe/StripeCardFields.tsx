import { CardCvcElement, CardExpiryElement, CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementChangeEvent, StripeElementStyle, StripeError } from '@stripe/stripe-js';
import { useId, useImperativeHandle, useMemo, useRef, useState, type ComponentType } from 'react';
import { useColorScheme } from '../../../theme/useColorScheme';
import { classNames } from '../../plain/classNames';
import { CardError, cardMessages } from '../cardErrors';
import type { CardFormProps } from '../cardFormTypes';
import { stripeCardStyle } from './stripeTheme';

type FieldName = 'cardNumber' | 'cardExpiry' | 'cardCvc';

interface ElementProps {
  options?: { disabled?: boolean; style?: StripeElementStyle };
  onChange?: (event: StripeElementChangeEvent) => void;
}

const fields: { name: FieldName; label: string; Element: ComponentType<ElementProps> }[] = [
  { name: 'cardNumber', label: 'Card number', Element: CardNumberElement as ComponentType<ElementProps> },
  { name: 'cardExpiry', label: 'Expiry date', Element: CardExpiryElement as ComponentType<ElementProps> },
  { name: 'cardCvc', label: 'CVC', Element: CardCvcElement as ComponentType<ElementProps> },
];

/** A card error from Stripe is shown as given; anything else is 'Stripe Error' (SPEC §5). */
function messageOf(error: StripeError): string {
  const isCardProblem = error.type === 'card_error' || error.type === 'validation_error';
  return isCardProblem && error.message ? error.message : cardMessages.stripeError;
}

/** Stripe Elements' card fields (inside <Elements>): the card never touches our code. */
export function StripeCardFields({ ref, disabled = false, onEdit }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const completeFields = useRef(new Set<FieldName>());
  const idPrefix = useId();
  const scheme = useColorScheme();
  // The fields' text, placeholder and error colours of the scheme in use (react-stripe-js updates them).
  const options = useMemo(() => ({ disabled, style: stripeCardStyle(scheme) }), [disabled, scheme]);

  useImperativeHandle(
    ref,
    () => ({
      async createToken() {
        const card = elements?.getElement(CardNumberElement);
        if (!stripe || !card) throw new CardError(cardMessages.stripeNotInit);
        let result: Awaited<ReturnType<typeof stripe.createToken>>;
        try {
          result = await stripe.createToken(card);
        } catch {
          throw new CardError(cardMessages.stripeError);
        }
        if (result.error) throw new CardError(messageOf(result.error));
        if (!result.token?.id) throw new CardError(cardMessages.stripeError);
        return result.token.id;
      },
      clear() {
        for (const Element of [CardNumberElement, CardExpiryElement, CardCvcElement]) elements?.getElement(Element)?.clear();
      },
    }),
    [stripe, elements],
  );

  return (
    <div className="payment-card-fields">
      {fields.map(({ name, label, Element }) => {
        const labelId = `${idPrefix}-${name}-label`;
        const errorId = `${idPrefix}-${name}-error`;
        const error = errors[name];
        return (
          <div key={name} className={classNames('payment-card-field', name === 'cardNumber' && 'payment-card-field--wide', error && 'payment-card-field--error')}>
            <span id={labelId} className="pn-body1 payment-card-field__label">
              {label}
            </span>
            <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} className="payment-card-field__box">
              <Element
                options={options}
                onChange={(event) => {
                  setErrors((current) => ({ ...current, [name]: event.error?.message }));
                  if (event.complete) completeFields.current.add(name);
                  else completeFields.current.delete(name);
                  onEdit?.({ complete: completeFields.current.size === fields.length });
                }}
              />
            </div>
            {error && (
              <p id={errorId} className="pn-field__helper payment-card-field__error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
