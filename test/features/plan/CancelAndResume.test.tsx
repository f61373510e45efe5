import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ActiveSubscription } from '../../../src/contract/api';
import { formatDay } from '../../../src/contract/dateFormat';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildActiveSubscription, buildPlan, buildSubscriptionStatus } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, cancellationAccepted, plansAvailable } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

const PERIOD_END = '2026-12-28T15:00:00.000Z';
const DAY = formatDay(new Date(PERIOD_END));
const quarterly = buildPlan({ plan_id: 2, plan_name_en: 'Quarterly', plan_interval: '3 months', new_total_amount: 2997, renew_en: 'Renews every 3 months' });
const base = buildActiveSubscription({ subscription_id: 77, plan_id: 2, plan_name_en: 'Quarterly' });
const renewing: ActiveSubscription = { ...base, renews_at: PERIOD_END, cancels_at: null, renewal_amount_cents: 2997, renewal_card: { brand: 'visa', last4: '4242' } };
const cancelled: ActiveSubscription = { ...renewing, renews_at: null, cancels_at: PERIOD_END };

function openPlanPage(item: ActiveSubscription, status = buildSubscriptionStatus()) {
  server.use(...dashboardServer({ subscription: status, activeSubscriptions: [item] }));
  server.use(...plansAvailable([quarterly]), ...cancellationAccepted());
  return { user: userEvent.setup(), ...renderApp('/dashboard/plan', { session: signedInSession() }) };
}
const card = () => screen.findByRole('region', { name: 'Quarterly' });
const answerActive = (item: ActiveSubscription) => server.use(http.get(apiUrl('/websubscription/active'), () => HttpResponse.json([item])));

describe('plan card: renewal facts', () => {
  it('a renewing plan says when, how much and to which card', async () => {
    openPlanPage(renewing);
    expect(await within(await card()).findByText(`Renews on ${DAY}, $29.97 to Visa •••• 4242`)).toBeInTheDocument();
  });

  it('the cancel dialog says exactly what happens before the customer confirms', async () => {
    const { user } = openPlanPage(renewing);
    await user.click(await within(await card()).findByRole('button', { name: 'CANCEL PLAN' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel plan' })).toHaveTextContent(
      `Are you sure you want to cancel your Quarterly plan? Your plan stays active until ${DAY}. It will not renew and you will not be charged again. Your number and credits stay until then; after that the number is held for you for a while. You can resume the plan any time before then.`,
    );
  });

  it('a lapsed plan is told it ends at once', async () => {
    const { user } = openPlanPage(base, buildSubscriptionStatus({ status: 'transition' }));
    await user.click(await within(await card()).findByRole('button', { name: 'CANCEL PLAN' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel plan' })).toHaveTextContent('there is no paid time left: it ends now.');
  });

  it('cancelling keeps the SPEC sequence and the card then says Cancels on, with RESUME', async () => {
    const { user } = openPlanPage(renewing);
    await user.click(await within(await card()).findByRole('button', { name: 'CANCEL PLAN' }));
    answerActive(cancelled);
    const recorder = recordRequests();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your plan has been cancelled.')).toBeInTheDocument();
    expect((await recorder.requests())[0]).toMatchObject({ method: 'DELETE', path: '/websubscription/details/77' });
    expect(await within(await card()).findByText(`Cancels on ${DAY}`)).toBeInTheDocument();
    expect(within(await card()).queryByRole('button', { name: 'CANCEL PLAN' })).not.toBeInTheDocument();
    // The plan's renewal text no longer says it renews: only once resumed.
    expect(within(await card()).getByText('Renews every 3 months once resumed')).toBeInTheDocument();
    expect(within(await card()).queryByText('Renews every 3 months')).not.toBeInTheDocument();
  });

  it('RESUME turns renewal back on and confirms in a snackbar', async () => {
    const { user } = openPlanPage(cancelled);
    server.use(http.post(apiUrl('/websubscription/details/:id/resume'), () => HttpResponse.json({ success: true, message: 'Your plan will renew.' })));
    const resume = await within(await card()).findByRole('button', { name: 'RESUME' });
    const recorder = recordRequests();
    answerActive(renewing);
    await user.click(resume);
    expect(await screen.findByText('Your plan will renew.')).toBeInTheDocument();
    expect((await recorder.requests())[0]).toMatchObject({ method: 'POST', path: '/websubscription/details/77/resume' });
    expect(await within(await card()).findByText(`Renews on ${DAY}, $29.97 to Visa •••• 4242`)).toBeInTheDocument();
  });

  it('a refused resume (after the date) shows the reason and keeps the card as it is', async () => {
    const { user } = openPlanPage(cancelled);
    server.use(...answersFailure('/websubscription/details/:id/resume', 'This plan has ended and can no longer be resumed. Choose a plan to start a new one.', 409));
    await user.click(await within(await card()).findByRole('button', { name: 'RESUME' }));
    expect(await screen.findByText('This plan has ended and can no longer be resumed. Choose a plan to start a new one.')).toBeInTheDocument();
  });

  it('against a SPEC-only backend (no renewal fields) the card and dialog are as before', async () => {
    const { user } = openPlanPage(base);
    const planCard = await card();
    await waitFor(() => expect(within(planCard).getByText('Renews every 3 months')).toBeInTheDocument());
    expect(within(planCard).queryByText(/^Renews on|^Cancels on/)).not.toBeInTheDocument();
    await user.click(within(planCard).getByRole('button', { name: 'CANCEL PLAN' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel plan' })).toHaveTextContent('Are you sure you want to cancel your Quarterly plan? Your subscription ends and it will not renew.');
  });
});

describe('dashboard panel: plan block', () => {
  const openDashboardWith = async (item: ActiveSubscription) => {
    server.use(...dashboardServer({ activeSubscriptions: [item] }));
    server.use(...plansAvailable([quarterly]));
    renderApp('/dashboard/plan', { session: signedInSession() });
    const panel = await screen.findByRole('complementary', { name: 'Account menu' });
    return within(panel).findByRole('region', { name: 'Your plan' });
  };

  it('says Renews on while renewing', async () => {
    const block = await openDashboardWith(renewing);
    expect(await within(block).findByText(`Renews on ${DAY}, $29.97 to Visa •••• 4242`)).toBeInTheDocument();
  });

  it('says Cancels on once cancelled, with MANAGE to the plan page', async () => {
    const block = await openDashboardWith(cancelled);
    expect(await within(block).findByText(`Cancels on ${DAY}`)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'MANAGE your plan' })).toBeInTheDocument();
  });
});
