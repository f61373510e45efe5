import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPanel, type PaymentPanelProps, type PaymentRequest } from '../../../src/components/payment/PaymentPanel';
import type { PurchaseOutcome } from '../../../src/components/payment';
import { solveRecaptcha, typeTestCard, aSandboxRecaptchaToken } from '../../features/testCard';
import { renderWithProviders } from '../../renderWithProviders';

type Outcome = PurchaseOutcome<unknown>;

/**
 * The panel with a purchase that asks for the card token and ends as `outcome` says, once it is
 * all on screen (its lower part, Pay with it, mounts a paint after the card form).
 */
async function renderPanel(props: Partial<PaymentPanelProps> = {}, outcome: Outcome = { status: 'done', value: undefined }) {
  const requests: { recaptchaToken: string; cardToken: string }[] = [];
  const onPay = jest.fn(async (request: PaymentRequest): Promise<Outcome> => {
    requests.push({ recaptchaToken: request.recaptchaToken, cardToken: await request.cardToken() });
    return outcome;
  });
  renderWithProviders(<PaymentPanel payLabel="Pay $15.00" running={false} onPay={onPay} {...props} />);
  await screen.findByRole('button', { name: 'Pay $15.00' });
  return { user: userEvent.setup(), onPay, requests };
}

const payButton = () => screen.getByRole('button', { name: 'Pay $15.00' });
const recaptchaBox = () => screen.getByRole('checkbox', { name: "I'm not a robot" });

describe('PaymentPanel', () => {
  it("Pay waits for the solved reCAPTCHA, then hands the purchase the reCAPTCHA token and the card form's token", async () => {
    const { user, requests } = await renderPanel();
    expect(payButton()).toBeDisabled();
    await typeTestCard(user);
    await solveRecaptcha(user);
    expect(payButton()).toBeEnabled();

    await user.click(payButton());
    await waitFor(() => expect(requests).toEqual([{ recaptchaToken: aSandboxRecaptchaToken(), cardToken: 'tok_visa' }]));
  });

  it.each<[string, Outcome]>([
    ['failed', { status: 'failed', error: new Error('declined') }],
    ['went through', { status: 'done', value: undefined }],
  ])('after an attempt that %s, the reCAPTCHA is asked for again (a token is good for one check)', async (_case, outcome) => {
    const { user, onPay } = await renderPanel({}, outcome);
    await typeTestCard(user);
    await solveRecaptcha(user);
    await user.click(payButton());
    await waitFor(() => expect(onPay).toHaveBeenCalled());
    await waitFor(() => expect(recaptchaBox()).not.toBeChecked());
    expect(payButton()).toBeDisabled();
  });

  it('a press that the runner ignored (a purchase already running) spends nothing', async () => {
    const { user, onPay } = await renderPanel({}, { status: 'ignored' });
    await typeTestCard(user);
    await solveRecaptcha(user);
    await user.click(payButton());
    await waitFor(() => expect(onPay).toHaveBeenCalled());
    expect(recaptchaBox()).toBeChecked();
    expect(payButton()).toBeEnabled();
  });

  it('a reCAPTCHA solved on the page before serves the first try without a widget; after it one is asked for', async () => {
    const { user, requests } = await renderPanel({ solvedRecaptcha: 'carried-token' }, { status: 'failed', error: new Error('declined') });
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();
    await typeTestCard(user);
    await user.click(payButton());
    await waitFor(() => expect(requests).toEqual([{ recaptchaToken: 'carried-token', cardToken: 'tok_visa' }]));
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(payButton()).toBeDisabled();
  });

  it('says what else stops the payment, and Pay waits even with the reCAPTCHA solved', async () => {
    const { user } = await renderPanel({ withCard: false, blockedBy: 'Your last payment did not go through.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your last payment did not go through.');
    await solveRecaptcha(user);
    expect(payButton()).toBeDisabled();
  });

  it('without the card form (the card on file pays), and everything waits while a purchase runs', async () => {
    await renderPanel({ withCard: false, solvedRecaptcha: 'carried-token', running: true });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });
});

describe('PaymentPanel: saying why Pay waits, and keeping a failure in view', () => {
  const hint = (text: string) => screen.getByText(text);

  it('names what is missing (card, reCAPTCHA) as Pay\'s description, and says nothing once Pay can be pressed', async () => {
    const { user } = await renderPanel();
    expect(payButton()).toHaveAccessibleDescription("To pay, enter your card details and tick 'I'm not a robot'.");
    await typeTestCard(user);
    expect(payButton()).toHaveAccessibleDescription("To pay, tick 'I'm not a robot'.");
    await solveRecaptcha(user);
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveAccessibleDescription('');
    expect(screen.queryByText(/^To pay,/)).not.toBeInTheDocument();
  });

  it('without a card form only the reCAPTCHA is named', async () => {
    await renderPanel({ withCard: false });
    expect(hint("To pay, tick 'I'm not a robot'.")).toBeInTheDocument();
  });

  it("a declined card's text stays beside Pay after the toast, until the customer edits the card", async () => {
    const { user } = await renderPanel({}, { status: 'failed', error: new Error('Your card was declined.') });
    await typeTestCard(user);
    await solveRecaptcha(user);
    await user.click(payButton());
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(payButton()).toHaveAccessibleDescription("Your card was declined. To pay, tick 'I'm not a robot'.");

    await solveRecaptcha(user);
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('CVC'), '4');
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
  });

  it('a payment that went through leaves no failure and empties the card', async () => {
    const { user } = await renderPanel();
    await typeTestCard(user);
    await solveRecaptcha(user);
    await user.click(payButton());
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveValue(''));
    expect(payButton()).toHaveAccessibleDescription("To pay, enter your card details and tick 'I'm not a robot'.");
  });
});

describe('PaymentPanel: mounted in two paints (total blocking time)', () => {
  it('shows the card form first, then the reCAPTCHA and Pay, and says when it is all there', async () => {
    const onShown = jest.fn();
    renderWithProviders(<PaymentPanel payLabel="Pay $15.00" running={false} onPay={jest.fn()} onShown={onShown} />);
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    // Nothing of the lower part yet: it is a commit of its own, one paint later.
    expect(screen.queryByRole('button', { name: 'Pay $15.00' })).not.toBeInTheDocument();
    expect(onShown).not.toHaveBeenCalled();

    expect(await screen.findByRole('button', { name: 'Pay $15.00' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await waitFor(() => expect(onShown).toHaveBeenCalled());
  });
});
