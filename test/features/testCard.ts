import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types Stripe's test Visa (token tok_visa in the sandbox) into the sandbox card form. */
export async function typeTestCard(user: UserEvent, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await user.type(screen.getByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry date'), '1240');
  await user.type(screen.getByLabelText('CVC'), '123');
}

export async function solveRecaptcha(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
}
