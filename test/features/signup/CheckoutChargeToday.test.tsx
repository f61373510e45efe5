import { screen, waitFor, within } from '@testing-library/react';
import { buildActiveSubscription, buildUpgradeQuote } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { upgradeQuotes } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { solveRecaptcha, typeTestCard } from '../testCard';
import { checkoutSession, funnelServer, purchaseCalls, renderCheckout, yearlyPlan } from './signupServer';

describe("checkout: 'You will be charged' and the upgrade's confirmation", () => {
  it('says the price today beside Pay, as its description', async () => {
    server.use(...funnelServer());
    await renderCheckout();
    expect(await screen.findByText('You will be charged $23.97 today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAccessibleDescription(expect.stringMatching(/^You will be charged \$23\.97 today/));
  });

  it('with the add-on, the total including it', async () => {
    server.use(...funnelServer());
    await renderCheckout(checkoutSession({ selectedPlan: yearlyPlan }), { addOn: true });
    expect(await screen.findByText('You will be charged $81.88 today')).toBeInTheDocument();
  });

  it("a subscriber's upgrade: no line (the dialog says the amount), and Cancel charges nothing", async () => {
    server.use(...funnelServer({ activeSubscriptions: [buildActiveSubscription()] }));
    server.use(...upgradeQuotes(buildUpgradeQuote({ amount_due_cents: 1398, credit_cents: 999, plan_total_cents: 2397 })));
    const { user } = await renderCheckout();
    await screen.findByRole('button', { name: 'Pay' });
    expect(screen.queryByText(/You will be charged/)).not.toBeInTheDocument();
    await typeTestCard(user);
    await solveRecaptcha(user);
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Quarterly' });
    expect(await within(dialog).findByLabelText('Due today $13.98')).toBeInTheDocument();
    expect(within(dialog).getByText('Credit for unused time on your current plan')).toBeInTheDocument();
    expect(within(dialog).getByText('Charged to the new card you entered')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await purchaseCalls(recorder)).toEqual([]);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  });
});
