import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, balanceOf, creditPurchaseSucceeds } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';
import { paymentPanelShown, SANDBOX_TOKEN_PATTERN, solveRecaptcha, typeTestCard } from '../testCard';

const selectedBundle = { price: 25, credits: 2500, purchase_name: 'credits_2500' };
const TOO_MANY_DECLINES = 'Too many declined payments. Please try again in 60 minutes.';

/** The add-credit page with its bundle; `answers` override the default (accepting) server. */
async function openAddCredit(answers: HttpHandler[]) {
  server.use(...dashboardServer(), ...balanceOf(12.5), ...accountChangesAccepted());
  server.use(...answers);
  const user = userEvent.setup();
  const rendered = renderApp('/add-credit', { session: signedInSession() });
  await expectLandedOn(rendered.router, 'Add credit', '/add-credit');
  await act(() => rendered.router.navigate('/add-credit', { state: { selectedBundle } }));
  await paymentPanelShown();
  return { user, ...rendered };
}

const payButton = () => screen.getByRole('button', { name: 'Pay $25.00' });
const recaptchaBox = () => screen.getByRole('checkbox', { name: "I'm not a robot" });

/** The reCAPTCHA tokens the purchases sent, in order. */
async function purchaseTokens(recorder: ReturnType<typeof recordRequests>): Promise<string[]> {
  const purchases = (await recorder.requests()).filter((request) => request.path === '/webpurchasecredit');
  return purchases.map((request) => (request.body as { recaptcha_token: string }).recaptcha_token);
}

describe('paying again after a refusal needs a new reCAPTCHA pass', () => {
  it('after a decline, Pay waits for a new tick, and the next attempt sends a new token', async () => {
    const { user } = await openAddCredit(answersFailure('/webpurchasecredit', 'Your card was declined.', 402));
    await typeTestCard(user);
    await solveRecaptcha(user);
    const recorder = recordRequests();
    await user.click(payButton());

    await waitFor(() => expect(recaptchaBox()).not.toBeChecked());
    expect(payButton()).toBeDisabled();
    server.use(...creditPurchaseSucceeds());
    await solveRecaptcha(user);
    await user.click(payButton());
    expect(await screen.findByText('Credits added to your wallet.')).toBeInTheDocument();

    const tokens = await purchaseTokens(recorder);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect(token).toMatch(SANDBOX_TOKEN_PATTERN);
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  it('a 429 from the card-testing limits shows its own text (not the generic one), loses nothing typed and asks for a new pass', async () => {
    const { user } = await openAddCredit(answersFailure('/webpurchasecredit', TOO_MANY_DECLINES, 429));
    await typeTestCard(user);
    await solveRecaptcha(user);
    await user.click(payButton());

    // The toast, and the same text kept beside Pay as its description.
    await waitFor(() => expect(screen.getAllByText(TOO_MANY_DECLINES)).toHaveLength(2));
    expect(screen.queryByText('Failed to add credits')).not.toBeInTheDocument();
    expect(payButton()).toHaveAccessibleDescription(`You will be charged $25.00 today ${TOO_MANY_DECLINES} To pay, tick 'I'm not a robot'.`);
    expect(recaptchaBox()).not.toBeChecked();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry date')).not.toHaveValue('');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
  });

  it('a 429 when the card is saved first shows its text too', async () => {
    const { user } = await openAddCredit(answersFailure('/user/webprofile/more', TOO_MANY_DECLINES, 429));
    await typeTestCard(user);
    await solveRecaptcha(user);
    await user.click(payButton());

    await waitFor(() => expect(screen.getAllByText(TOO_MANY_DECLINES)).toHaveLength(2));
    expect(recaptchaBox()).not.toBeChecked();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  });
});
