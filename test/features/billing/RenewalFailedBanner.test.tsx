import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi } from '../../../src/api/baseApi';
import type { SubscriptionStatusName } from '../../../src/contract/api';
import { RenewalFailedBanner as LazyRenewalFailedBanner } from '../../../src/features/dashboard/parts';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { buildPhone, buildSubscriptionStatus } from '../../factories';
import { answersFailure, pageDataAvailable, signedInCustomer } from '../../mocks/scenarios';
import { server } from '../../mocks/server';

const bannerTitle = "Your plan's renewal payment did not go through.";

/** A customer with a number whose subscription has `status` (a failed renewal: 'transition'). */
function openDashboardAt(url: string, status: SubscriptionStatusName) {
  server.use(...pageDataAvailable());
  server.use(
    ...signedInCustomer({
      subscription: buildSubscriptionStatus({ status }),
      // A lapsed plan is no longer in the active list.
      ...(status === 'active' ? {} : { activeSubscriptions: [] }),
      phones: [buildPhone({ phone_number: '8575550100' })],
    }),
  );
  return renderApp(url, { session: signedInSession() });
}

const findBanner = () => screen.findByText(bannerTitle);

describe('Failed-renewal banner', () => {
  it.each([
    ['/dashboard/calls', 'Call history'],
    ['/dashboard/account', 'Manage account'],
  ])('shows on %s while the renewal payment has failed (status transition)', async (url, title) => {
    const { router } = openDashboardAt(url, 'transition');
    await expectLandedOn(router, title, url);
    const alert = (await findBanner()).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Update your payment info to keep your number and renew your plan.');
    expect(within(alert).getByRole('button', { name: 'Update payment info' })).toBeInTheDocument();
    // Above the page's content, inside its main landmark.
    const main = screen.getByRole('main');
    expect(main).toContainElement(alert);
    expect(alert.compareDocumentPosition(screen.getByRole('heading', { level: 1, name: title })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stays on the next dashboard page, and Update payment info opens the plan page on Change payment info', async () => {
    const user = userEvent.setup();
    const { router } = openDashboardAt('/dashboard/calls', 'transition');
    await findBanner();

    await act(() => router.navigate('/dashboard/chats'));
    await expectLandedOn(router, 'Chats', '/dashboard/chats');
    await user.click(screen.getByRole('button', { name: 'Update payment info' }));
    await expectLandedOn(router, 'Plan', '/dashboard/plan');
    expect(await screen.findByRole('tab', { name: 'Change payment info', selected: true })).toBeInTheDocument();
  });

  it('on the plan page itself, Update payment info switches to Change payment info', async () => {
    const user = userEvent.setup();
    const { router } = openDashboardAt('/dashboard/plan', 'transition');
    await expectLandedOn(router, 'Plan', '/dashboard/plan');
    expect(await screen.findByRole('tab', { name: 'Change plan', selected: true })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Update payment info' }));
    expect(await screen.findByRole('tab', { name: 'Change payment info', selected: true })).toBeInTheDocument();
  });

  it.each<[SubscriptionStatusName]>([['active'], ['canceled']])('is absent when the subscription is %s', async (status) => {
    // The banner's code is loaded first: were it to show, it would be there by the time the panel is.
    await LazyRenewalFailedBanner.preload();
    const { router } = openDashboardAt('/dashboard/calls', status);
    await expectLandedOn(router, 'Call history', '/dashboard/calls');
    await screen.findByRole('region', { name: 'Your plan' });
    expect(screen.queryByText(bannerTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update payment info' })).not.toBeInTheDocument();
  });

  it('goes away when the subscription can no longer be loaded (no banner on a failed query)', async () => {
    const { router, store } = openDashboardAt('/dashboard/calls', 'transition');
    await expectLandedOn(router, 'Call history', '/dashboard/calls');
    await findBanner();

    server.use(...answersFailure('/webgetsubscription', 'Internal Server Error', 500));
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Subscription']));
    });
    await waitFor(() => expect(screen.queryByText(bannerTitle)).not.toBeInTheDocument());
    // The guard keeps the page the customer is on.
    expect(screen.getByRole('heading', { level: 1, name: 'Call history' })).toBeInTheDocument();
  });
});
