import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsApi } from '../../../src/api/callsApi';
import { renderApp, signedInSession } from '../../app/renderApp';
import { signedInStore } from '../../api/support/testStore';
import { buildCallLog, buildCallLogItem, buildCallLogWithCallerIds, buildPhone } from '../../factories';
import { callHistory, callHistoryWithCallerIds } from '../../mocks/scenarios';
import { recordRequests } from '../../mocks/requestRecorder';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { callLogThatChanges } from './callsServer';

const OWN = '8575550100';

function openCallsPage(url = '/dashboard/calls') {
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: OWN })] }));
  return renderApp(url, { session: signedInSession() });
}

/** The row of the call with `party` (as shown), found by its menu button. */
function rowOf(party: string): HTMLElement {
  const button = screen.getByRole('button', { name: `Actions for the call with ${party}` });
  return button.closest('[role="listitem"]') as HTMLElement;
}

async function partiesShown(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Calls' });
  return within(list)
    .queryAllByRole('button', { name: /^Actions for the call with / })
    .map((button) => button.getAttribute('aria-label')!.replace('Actions for the call with ', ''));
}

const chips = () => within(screen.getByRole('group', { name: 'Show calls' }));

describe('Reading the call log: caller names and spam ratings are optional extras', () => {
  it('keeps them as sent, and drops a value of the wrong type without failing the log', async () => {
    server.use(
      ...callHistoryWithCallerIds([
        buildCallLogItem({ id: 1, caller_name: 'Acme Dental', spam_likely: false }),
        buildCallLogItem({ id: 2, caller_name: null, spam_likely: true }),
        { ...buildCallLogItem({ id: 3 }), caller_name: 42, spam_likely: 'yes' } as never,
        buildCallLogItem({ id: 4, caller_name: '   ' }),
      ]),
    );
    const result = await signedInStore().dispatch(callsApi.endpoints.getCallLog.initiate());

    expect(result.error).toBeUndefined();
    expect(result.data?.map(({ caller_name, spam_likely }) => ({ caller_name, spam_likely }))).toEqual([
      { caller_name: 'Acme Dental', spam_likely: false },
      { caller_name: null, spam_likely: true },
      { caller_name: undefined, spam_likely: undefined },
      { caller_name: null, spam_likely: undefined },
    ]);
  });
});

describe('Call history with caller names and spam ratings (our server)', () => {
  it('shows the name under the number and a Likely spam mark, and offers a Spam chip that keeps only spam calls', async () => {
    const user = userEvent.setup();
    server.use(...callHistoryWithCallerIds(buildCallLogWithCallerIds(OWN)));
    const { router } = openCallsPage();

    await screen.findByRole('list', { name: 'Calls' });
    expect(within(rowOf('(617) 555-0111')).getByText(/Acme Dental/)).toBeInTheDocument();
    expect(rowOf('(617) 555-0111')).not.toHaveTextContent('Likely spam');
    expect(within(rowOf('(415) 555-0136')).getByText('Likely spam')).toBeInTheDocument();
    expect(rowOf('(617) 555-0199')).not.toHaveTextContent('Likely spam');

    await user.click(chips().getByRole('button', { name: 'Spam' }));
    await waitFor(async () => expect(await partiesShown()).toEqual(['(415) 555-0136']));
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('spam');
  });

  it("finds a caller's calls by the name typed into the search, with a keyboard that has letters", async () => {
    const user = userEvent.setup();
    server.use(...callHistoryWithCallerIds(buildCallLogWithCallerIds(OWN)));
    const { router } = openCallsPage();
    await screen.findByRole('list', { name: 'Calls' });
    const search = screen.getByRole('searchbox', { name: 'Search by number' });
    expect(search).toHaveAttribute('inputmode', 'text');
    expect(search).toHaveAttribute('placeholder', 'Number or name');

    await user.type(search, 'acme');
    await waitFor(async () => expect(await partiesShown()).toEqual(['(617) 555-0111']));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('acme');
  });

  it("blocks a spam call's caller from its row in one step, after the block confirmation", async () => {
    const user = userEvent.setup();
    server.use(...callLogThatChanges(buildCallLogWithCallerIds(OWN)));
    openCallsPage();
    await screen.findByRole('list', { name: 'Calls' });
    // Only a likely spam call has the row's Block.
    expect(within(rowOf('(617) 555-0111')).queryByRole('button', { name: /^Block/ })).not.toBeInTheDocument();
    const requests = recordRequests();

    await user.click(within(rowOf('(415) 555-0136')).getByRole('button', { name: 'Block (415) 555-0136' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block (415) 555-0136?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Contact has been blocked')).toBeInTheDocument();
    const sent = await requests.requests();
    expect(sent.find((request) => request.path === '/websaveblocknumber')?.body).toEqual([{ phone_number: '4155550136' }]);
    // Blocked now: the row says so and offers no Block any more.
    await waitFor(() => expect(within(rowOf('(415) 555-0136')).getByText('Blocked')).toBeInTheDocument());
    expect(within(rowOf('(415) 555-0136')).queryByRole('button', { name: 'Block (415) 555-0136' })).not.toBeInTheDocument();
  });
});

describe('Call history against a SPEC-only backend (no caller names, no spam ratings)', () => {
  it("shows today's rows and no Spam chip; a link's kind=spam shows every call", async () => {
    server.use(...callHistory(buildCallLog(OWN)));
    openCallsPage('/dashboard/calls?kind=spam');

    await waitFor(async () => expect(await partiesShown()).toHaveLength(3));
    expect(chips().queryByRole('button', { name: 'Spam' })).not.toBeInTheDocument();
    expect(chips().getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Likely spam')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Block / })).not.toBeInTheDocument();
    // The search is for numbers only: a phone's number pad.
    expect(screen.getByRole('searchbox', { name: 'Search by number' })).toHaveAttribute('inputmode', 'tel');
  });
});
