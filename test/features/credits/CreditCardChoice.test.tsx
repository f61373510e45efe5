import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { buildCardOnFile } from '../../factories';
import { recordRequests, summarise } from '../../mocks/requestRecorder';
import { accountChangesAccepted, balanceOf, cardOnFile, creditPurchaseSucceeds } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';
import { solveRecaptcha, typeTestCard, paymentPanelShown, aSandboxRecaptchaToken } from '../testCard';

const selectedBundle = { price: 25, credits: 2500, purchase_name: 'credits_2500' };

/** The add-credit page with `billing` answering the card on file (the default: a SPEC §7 backend, 404). */
async function openAddCredit(...billing: HttpHandler[]) {
  server.use(...dashboardServer());
  server.use(...balanceOf(12.5), ...accountChangesAccepted(), ...creditPurchaseSucceeds());
  server.use(...billing);
  const user = userEvent.setup();
  const rendered = renderApp('/add-credit', { session: signedInSession() });
  await expectLandedOn(rendered.router, 'Add credit', '/add-credit');
  await act(() => rendered.router.navigate('/add-credit', { state: { selectedBundle } }));
  await paymentPanelShown();
  return user;
}

async function payAndRecord(user: ReturnType<typeof userEvent.setup>) {
  const recorder = recordRequests();
  await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
  expect(await screen.findByText('Credits added to your wallet.')).toBeInTheDocument();
  return (await recorder.requests()).filter((request) => request.method !== 'GET');
}

const body = { plan: 'credits_2500', recaptcha_token: aSandboxRecaptchaToken() };

describe('add credit: the card on file or a new card', () => {
  it('says what Pay will charge, as its description', async () => {
    await openAddCredit();
    expect(screen.getByText('You will be charged $25.00 today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toHaveAccessibleDescription(
      "You will be charged $25.00 today To pay, enter your card details and tick 'I'm not a robot'.",
    );
  });

  it('with a card on file, offers it by default: paying sends no card and saves nothing', async () => {
    const user = await openAddCredit(...cardOnFile(buildCardOnFile({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 })));

    const onFile = await screen.findByRole('radio', { name: /^Pay with card ending 4242/ });
    expect(onFile).toBeChecked();
    expect(screen.getByText('Visa •••• 4242 · Expires 12/2030')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Save this card' })).not.toBeInTheDocument();
    await solveRecaptcha(user);

    const changes = await payAndRecord(user);
    expect(summarise(changes)).toBe('POST /webpurchasecredit');
    expect(changes[0].body).toEqual(body);
  });

  it("a new card with 'Save this card' ticked: saved first (SPEC §7), then the purchase without a card", async () => {
    const user = await openAddCredit(...cardOnFile());
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    const save = await screen.findByRole('checkbox', { name: 'Save this card' });
    expect(save).not.toBeChecked();
    await user.click(save);
    await typeTestCard(user);
    await solveRecaptcha(user);

    const changes = await payAndRecord(user);
    expect(summarise(changes)).toBe('PUT /user/webprofile/more, POST /webpurchasecredit');
    expect(changes[0].body).toEqual({ user_stripe_token: 'tok_visa' });
    expect(changes[1].body).toEqual(body);
  });

  it('a new card left unticked: charged once with the purchase, not saved', async () => {
    const user = await openAddCredit(...cardOnFile());
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await typeTestCard(user);
    await solveRecaptcha(user);

    const changes = await payAndRecord(user);
    expect(summarise(changes)).toBe('POST /webpurchasecredit');
    expect(changes[0].body).toEqual({ ...body, card_token: 'tok_visa', save_card: false });
  });

  it("no card on file: the card form, 'Save this card' ticked, saved then bought", async () => {
    const user = await openAddCredit(...cardOnFile(null));
    const save = await screen.findByRole('checkbox', { name: 'Save this card' });
    expect(save).toBeChecked();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await typeTestCard(user);
    await solveRecaptcha(user);

    const changes = await payAndRecord(user);
    expect(summarise(changes)).toBe('PUT /user/webprofile/more, POST /webpurchasecredit');
    expect(changes[1].body).toEqual(body);
  });

  it('a backend without the card-on-file endpoint: today’s form, no choice, saved then bought', async () => {
    const user = await openAddCredit();
    await waitFor(() => expect(screen.getByLabelText('Card number')).toBeInTheDocument());
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Save this card' })).not.toBeInTheDocument();
    await typeTestCard(user);
    await solveRecaptcha(user);

    const changes = await payAndRecord(user);
    expect(summarise(changes)).toBe('PUT /user/webprofile/more, POST /webpurchasecredit');
    expect(changes[1].body).toEqual(body);
  });
});
