import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { buildEsimUsage, buildUsageDay } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, esimCustomer } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer, fakeToday } from '../dashboardServer';

/** The 30 days of usage ending 2024-06-15, in the server's order (oldest first here). */
function monthOfUsage() {
  const days = Array.from({ length: 30 }, (_, index) =>
    buildUsageDay({ date: dayjs('2024-05-17').add(index, 'day').format('YYYY-MM-DD'), downlink: 100 + index, uplink: 10 }),
  );
  return buildEsimUsage(days);
}

async function openUsageReport() {
  const user = userEvent.setup();
  const rendered = renderApp('/dashboard/esim', { session: signedInSession() });
  await user.click(await screen.findByRole('tab', { name: 'Usage report' }));
  return { user, ...rendered };
}

const dayCards = () => within(screen.getByRole('list', { name: 'Daily usage' })).getAllByRole('listitem');

afterEach(() => jest.useRealTimers());

describe('eSIM usage report', () => {
  it('asks for the last 30 days (YYYY-MM-DD) when the tab opens', async () => {
    fakeToday('2024-06-15T12:00:00');
    server.use(...dashboardServer());
    server.use(...esimCustomer({ usage: monthOfUsage() }));
    const recorder = recordRequests();
    await openUsageReport();

    expect(await screen.findByText('Total data usage - 30 days')).toBeInTheDocument();
    const usageCalls = (await recorder.requests()).filter((request) => request.path === '/esim/usage');
    expect(usageCalls.map((request) => request.query)).toEqual([{ startDate: '2024-05-17', endDate: '2024-06-15' }]);
  });

  it('shows the 30-day totals and the newest 7 days; Load More adds 7 until every day shows', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ usage: monthOfUsage() }));
    const { user } = await openUsageReport();

    await screen.findByText('Total data usage - 30 days');
    // down: 30×100 + (0+…+29) = 3435 MB; up 300 MB; total 3735 MB.
    expect(screen.getByText('Down').nextSibling).toHaveTextContent('3.4 GB');
    expect(screen.getByText('Up').nextSibling).toHaveTextContent('300 MB');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('3.6 GB');
    // The half-ring chart's text alternative.
    expect(screen.getByRole('img', { name: 'Half-ring chart of data used in 30 days: 3.4 GB down and 300 MB up, 3.6 GB in total' })).toBeInTheDocument();

    expect(dayCards().map((card) => card.getAttribute('aria-label'))).toEqual([
      '15 Jun 2024',
      '14 Jun 2024',
      '13 Jun 2024',
      '12 Jun 2024',
      '11 Jun 2024',
      '10 Jun 2024',
      '09 Jun 2024',
    ]);
    const newest = within(dayCards()[0]);
    expect(newest.getByText('Total: 139 MB')).toBeInTheDocument();
    expect(newest.getByText('Down: 129 MB')).toBeInTheDocument();
    expect(newest.getByText('Up: 10 MB')).toBeInTheDocument();

    for (const [shown, firstAdded] of [
      [14, '08 Jun 2024'],
      [21, '01 Jun 2024'],
      [28, '25 May 2024'],
      [30, '18 May 2024'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      expect(dayCards()).toHaveLength(shown);
      // Keyboard focus moves on to the first day added (the button is gone after the last press).
      expect(document.activeElement).toHaveAttribute('aria-label', firstAdded);
    }
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(dayCards().at(-1)).toHaveAttribute('aria-label', '17 May 2024');
  });

  it('leaving and coming back loads the report again and starts at 7 days', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ usage: monthOfUsage() }));
    const recorder = recordRequests();
    const { user } = await openUsageReport();

    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(dayCards()).toHaveLength(14);
    await user.click(screen.getByRole('tab', { name: 'eSIM activation' }));
    await user.click(screen.getByRole('tab', { name: 'Usage report' }));

    expect(await screen.findByText('Total data usage - 30 days')).toBeInTheDocument();
    expect(dayCards()).toHaveLength(7);
    const usageCalls = (await recorder.requests()).filter((request) => request.path === '/esim/usage');
    expect(usageCalls).toHaveLength(2);
  });

  it('fewer than 7 days: all show and there is no Load More', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ usage: buildEsimUsage([buildUsageDay({ date: '2024-06-01', downlink: 2048, uplink: 0 })]) }));
    await openUsageReport();

    expect(await screen.findByRole('listitem', { name: '01 Jun 2024' })).toHaveTextContent('Total: 2.0 GB');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('no usage yet: No report yet', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ usage: buildEsimUsage([]) }));
    await openUsageReport();

    expect(await screen.findByText('No report yet')).toBeInTheDocument();
  });

  it('a failed report: Failed to fetch usage data, and Try again loads it', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ usage: monthOfUsage() }));
    server.use(...answersFailure('/esim/usage', 'Internal Server Error', 500));
    const { user } = await openUsageReport();

    expect(await screen.findByText('Failed to fetch usage data')).toBeInTheDocument();
    server.use(...esimCustomer({ usage: monthOfUsage() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total data usage - 30 days')).toBeInTheDocument();
  });
});
