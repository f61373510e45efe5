import { getConfig } from '../../config/loadConfig';
import type { CardFormProps } from './cardFormTypes';
import { SandboxCardForm } from './sandbox/SandboxCardForm';
import { StripeCardForm } from './stripe/StripeCardForm';

/**
 * The card form of every payment screen: Stripe Elements when a publishable key is configured,
 * otherwise the sandbox form that gives Stripe's test tokens. Get the token through the ref.
 */
export function CardForm(props: CardFormProps) {
  const publishableKey = getConfig().stripePublishableKey;
  return publishableKey ? <StripeCardForm {...props} publishableKey={publishableKey} /> : <SandboxCardForm {...props} />;
}
