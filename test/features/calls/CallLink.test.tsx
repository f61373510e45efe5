import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildCallLogItem, buildPhone } from '../../factories';
import { callHistory } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

const OWN = '8575550100';

/** 80 calls, one a day, call 1 the oldest: far more than the list mounts at once. */
const calls = Array.from({ length: 80 }, (_, index) => {
  const n = index + 1;
  const day = new Date(Date.UTC(2024, 0, n));
  return buildCallLogItem({ id: n, call_from: `617555${String(n).padStart(4, '0')}`, call_to: OWN, call_date: `${day.toISOString().slice(0, 10)} 10:00:00` });
});

function openCalls(search: string) {
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: OWN })] }), ...callHistory(calls));
  return renderApp(`/dashboard/calls${search}`, { session: signedInSession() });
}

/** The row of a call, by the number shown on it. */
const rowWith = (party: string) => screen.getByRole('button', { name: `Actions for the call with ${party}` }).closest('.calls-row');

describe('a call named by the address (?call=<id>, as a notification click brings)', () => {
  it('is scrolled to, marked and focused once the history has loaded', async () => {
    openCalls('?call=3');
    const list = await screen.findByRole('list', { name: 'Calls' });

    await waitFor(() => expect(document.activeElement).toBe(rowWith('(617) 555-0003')));
    const row = rowWith('(617) 555-0003') as HTMLElement;
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveClass('calls-row--linked');
    // Only that call is marked; the newest calls at the top are out of the window now.
    expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(within(list).queryByText('(617) 555-0080')).not.toBeInTheDocument();
  });

  it('an unknown id leaves the list as usual', async () => {
    openCalls('?call=does-not-exist');
    const list = await screen.findByRole('list', { name: 'Calls' });

    expect(await within(list).findByText('(617) 555-0080')).toBeInTheDocument();
    expect(list.querySelectorAll('[aria-current]')).toHaveLength(0);
    expect(list.contains(document.activeElement)).toBe(false);
  });
});
