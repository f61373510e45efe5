import { getConfig } from '../../config/loadConfig';
import type { ApplePayButtonProps } from './applePayTypes';
import { SandboxApplePayButton } from './sandbox/SandboxApplePayButton';
import { StripeApplePayButton } from './stripe/StripeApplePayButton';

/**
 * Apple Pay where the browser supports it, nothing elsewhere: Stripe's payment request with a
 * publishable key, otherwise a sandbox button (only where window.ApplePaySession exists).
 */
export function ApplePayButton(props: ApplePayButtonProps) {
  const publishableKey = getConfig().stripePublishableKey;
  return publishableKey ? <StripeApplePayButton {...props} publishableKey={publishableKey} /> : <SandboxApplePayButton {...props} />;
}
