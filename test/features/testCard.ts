import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a value into a field as a customer pasting it would (far quicker than key by key). Waits
 * for the field: purchase screens show it once the card on file is known.
 */
async function pasteInto(user: UserEvent, label: string, value: string): Promise<void> {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

/** Enters Stripe's test Visa (token tok_visa in the sandbox), or `cardNumber`, into the sandbox card form. */
export async function typeTestCard(user: UserEvent, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await pasteInto(user, 'Card number', cardNumber);
  await pasteInto(user, 'Expiry date', '1240');
  await pasteInto(user, 'CVC', '123');
}

/** Ticks the sandbox reCAPTCHA; waits for it: the payment panel mounts it a paint after the card form. */
/** A token of one tick of the sandbox checkbox (a new one each tick, as Google's are). */
export const SANDBOX_TOKEN_PATTERN = /^sandbox-recaptcha-ok\.[0-9a-f-]{36}$/;
export const aSandboxRecaptchaToken = (): unknown => expect.stringMatching(SANDBOX_TOKEN_PATTERN);

export async function solveRecaptcha(user: UserEvent): Promise<void> {
  await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
}

/**
 * A purchase screen shows a spinner in its payment panel's place until the card on file is known,
 * and the panel mounts its lower part (reCAPTCHA, Pay) a paint after the card form:
 * waits for the whole panel.
 */
export async function paymentPanelShown(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading payment options' })).not.toBeInTheDocument(), { timeout: 10_000 });
  await screen.findAllByRole('button', { name: /^(Pay|UPGRADE|SUBSCRIBE)\b/ }, { timeout: 10_000 });
}
