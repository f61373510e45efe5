import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { buildCardOnFile, buildPlan, buildSubscriptionStatus, buildUpgradeQuote } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests, summarise } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, cardOnFile, checkoutSucceeds, plansAvailable, upgradeQuotes } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';
import { solveRecaptcha, typeTestCard, aSandboxRecaptchaToken } from '../testCard';

const monthly = buildPlan({ plan_id: 1, plan_name_en: 'Monthly', plan_interval: '1 month', new_total_amount: 999, subscription_id: 77, subscription_date: '2024-05-01' });
const yearly = buildPlan({ plan_id: 3, plan_name_en: 'Yearly', plan_interval: '1 year', new_total_amount: 8388 });
const midPeriod = buildUpgradeQuote({ quote_id: 'quote_mid', amount_due_cents: 5391, credit_cents: 2997, plan_total_cents: 8388 });

/** The plan page of a Monthly subscriber, Yearly selected and the reCAPTCHA solved. */
async function readyToUpgrade(...billing: HttpHandler[]) {
  server.use(...dashboardServer({ subscription: buildSubscriptionStatus() }));
  server.use(...plansAvailable([monthly, yearly]), ...checkoutSucceeds(), ...accountChangesAccepted());
  // Last, so that they take precedence (a 409 of the upgrade, the billing endpoints).
  server.use(...billing);
  const user = userEvent.setup();
  renderApp('/dashboard/plan', { session: signedInSession() });
  await user.click(await screen.findByRole('button', { name: /^Yearly/ }));
  // The payment form's code loads at the first choice.
  await screen.findByRole('checkbox', { name: "I'm not a robot" });
  await solveRecaptcha(user);
  return user;
}

const dialog = () => screen.findByRole('dialog', { name: 'Upgrade to Yearly' });
const posts = async (recorder: ReturnType<typeof recordRequests>) => (await recorder.requests()).filter((request) => request.method !== 'GET');

describe('plan page: the priced confirmation of an upgrade', () => {
  it('mid-period: shows the amount due, the credit on its own line, the plan, the renewal and the card; confirming charges that quote with the card on file', async () => {
    const user = await readyToUpgrade(...cardOnFile(buildCardOnFile()), ...upgradeQuotes(midPeriod));
    expect(await screen.findByRole('radio', { name: /Pay with card ending 4242/ })).toBeChecked();
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'UPGRADE' }));

    const shown = await dialog();
    expect(await within(shown).findByLabelText('Due today $53.91')).toHaveTextContent('$53.91');
    const terms = within(shown).getAllByRole('term').map((term) => term.textContent);
    const amounts = within(shown).getAllByRole('definition').map((amount) => amount.textContent);
    expect(terms).toEqual(['Credit for unused time on Monthly', 'Yearly']);
    expect(amounts).toEqual(['\u2212$29.97', '$83.88']);
    expect(within(shown).getByText('Renews on 26 Nov 2027')).toBeInTheDocument();
    expect(within(shown).getByText('Charged to Visa •••• 4242')).toBeInTheDocument();
    // Nothing is charged before the customer confirms.
    expect(summarise(await posts(recorder))).toBe('none');
    expect((await recorder.requests())[0]).toMatchObject({ method: 'GET', path: '/webupgradesubscription/quote', query: { plan: '3' } });

    await user.click(within(shown).getByRole('button', { name: 'Confirm and pay $53.91' }));
    expect(await screen.findByText('Your plan is now Yearly.')).toBeInTheDocument();
    const [upgrade, ...others] = await posts(recorder);
    expect(others).toEqual([]);
    expect(upgrade.path).toBe('/webupgradesubscription');
    // The card on file pays: no card_token, nothing saved.
    expect(upgrade.body).toEqual({ plan: 3, recaptcha_token: aSandboxRecaptchaToken(), quote_id: 'quote_mid' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("at the period's end (credit 0): no credit line, the plan's full price due", async () => {
    const user = await readyToUpgrade(...cardOnFile(buildCardOnFile()), ...upgradeQuotes(buildUpgradeQuote({ amount_due_cents: 8388, credit_cents: 0, plan_total_cents: 8388 })));
    await user.click(screen.getByRole('button', { name: 'UPGRADE' }));

    const shown = await dialog();
    expect(await within(shown).findByRole('button', { name: 'Confirm and pay $83.88' })).toBeEnabled();
    expect(within(shown).getAllByRole('term').map((term) => term.textContent)).toEqual(['Yearly']);
    expect(within(shown).queryByText(/Credit for unused time/)).not.toBeInTheDocument();
  });

  it('Cancel charges nothing and keeps the solved reCAPTCHA', async () => {
    const user = await readyToUpgrade(...cardOnFile(buildCardOnFile()), ...upgradeQuotes(midPeriod));
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'UPGRADE' }));
    const shown = await dialog();
    await within(shown).findByRole('button', { name: 'Confirm and pay $53.91' });
    await user.click(within(shown).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(summarise(await posts(recorder))).toBe('none');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
    expect(screen.getByRole('button', { name: 'UPGRADE' })).toBeEnabled();
  });

  it('a refused quote (409) charges nothing: the new price shows in the same dialog, and confirming charges the new quote', async () => {
    const newer = buildUpgradeQuote({ quote_id: 'quote_new', amount_due_cents: 5420, credit_cents: 2968, plan_total_cents: 8388 });
    let upgrades = 0;
    const user = await readyToUpgrade(
      ...cardOnFile(buildCardOnFile()),
      ...upgradeQuotes(midPeriod, newer),
      http.post(apiUrl('/webupgradesubscription'), () =>
        ++upgrades === 1
          ? HttpResponse.json({ failure: 'This price quote has expired. Please confirm the new price.', quote: newer }, { status: 409 })
          : HttpResponse.json({ success: true }),
      ),
    );
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'UPGRADE' }));
    const shown = await dialog();
    await user.click(await within(shown).findByRole('button', { name: 'Confirm and pay $53.91' }));

    expect(await within(shown).findByText('The price was updated. Nothing was charged: please check the new amount.')).toBeInTheDocument();
    // Said in the dialog, not toasted as a failure.
    expect(screen.queryByText('This price quote has expired. Please confirm the new price.')).not.toBeInTheDocument();
    await user.click(await within(shown).findByRole('button', { name: 'Confirm and pay $54.20' }));
    expect(await screen.findByText('Your plan is now Yearly.')).toBeInTheDocument();

    const [refused, charged] = await posts(recorder);
    expect(refused.body).toMatchObject({ quote_id: 'quote_mid' });
    // The same reCAPTCHA token: the server accepts one this customer passed moments ago.
    expect(charged.body).toEqual({ plan: 3, recaptcha_token: aSandboxRecaptchaToken(), quote_id: 'quote_new' });
    expect(charged.headers['idempotency-key']).not.toBe(refused.headers['idempotency-key']);
  });

  it('a quote that fails shows in the dialog with a retry', async () => {
    const user = await readyToUpgrade(...cardOnFile(buildCardOnFile()), ...answersFailure('/webupgradesubscription/quote', 'Internal Server Error', 500));
    await user.click(screen.getByRole('button', { name: 'UPGRADE' }));
    const shown = await dialog();

    expect(await within(shown).findByText('Could not get your price')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Confirm and upgrade' })).toBeDisabled();
    server.use(...upgradeQuotes(midPeriod));
    await user.click(within(shown).getByRole('button', { name: 'Try again' }));
    expect(await within(shown).findByRole('button', { name: 'Confirm and pay $53.91' })).toBeEnabled();
  });

  it('a backend without quotes or card on file (SPEC §7): confirms on the plan price and upgrades with SPEC’s payload', async () => {
    // dashboardServer's billing endpoints answer 404.
    const user = await readyToUpgrade();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'UPGRADE' }));
    const shown = await dialog();

    expect(await within(shown).findByText('The amount due today, with credit for unused time on your current plan, is worked out when you pay.')).toBeInTheDocument();
    expect(within(shown).getByRole('definition')).toHaveTextContent('$83.88');
    expect(within(shown).getByText('Charged to your card on file')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Confirm and upgrade' }));

    expect(await screen.findByText('Your plan is now Yearly.')).toBeInTheDocument();
    const [upgrade] = await posts(recorder);
    expect(upgrade.body).toEqual({ plan: 3, recaptcha_token: aSandboxRecaptchaToken() });
  });

  it('a new card, not saved: the dialog names it and the upgrade carries it once (card_token, save_card false)', async () => {
    const user = await readyToUpgrade(...cardOnFile(buildCardOnFile()), ...upgradeQuotes(midPeriod));
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    expect(await screen.findByRole('checkbox', { name: 'Save this card' })).not.toBeChecked();
    await typeTestCard(user);
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'UPGRADE' }));
    const shown = await dialog();

    expect(await within(shown).findByText('Charged to the new card you entered')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Confirm and pay $53.91' }));
    expect(await screen.findByText('Your plan is now Yearly.')).toBeInTheDocument();
    const changes = await posts(recorder);
    expect(summarise(changes)).toBe('POST /webupgradesubscription');
    expect(changes[0].body).toEqual({ plan: 3, recaptcha_token: aSandboxRecaptchaToken(), quote_id: 'quote_mid', card_token: 'tok_visa', save_card: false });
  });
});
