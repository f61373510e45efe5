import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as callIndex from '../../../src/features/calls/search/callIndex';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildCallLogItem, buildPhone } from '../../factories';
import { callHistory } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

// The real module, its indexCalls counted: the page must index the list once, not per keystroke.
jest.mock('../../../src/features/calls/search/callIndex', () => {
  const actual = jest.requireActual<typeof callIndex>('../../../src/features/calls/search/callIndex');
  return { ...actual, indexCalls: jest.fn(actual.indexCalls) };
});

const OWN = '8575550100';

it('typing a query and choosing a kind filter the index built once for the loaded list', async () => {
  const user = userEvent.setup();
  const calls = Array.from({ length: 200 }, (_, index) =>
    buildCallLogItem({ id: index + 1, call_from: `61755501${String(index % 100).padStart(2, '0')}`, call_to: OWN, call_date: `2024-05-${String(1 + (index % 28)).padStart(2, '0')} 12:00:00` }),
  );
  server.use(...dashboardServer({ phones: [buildPhone({ phone_number: OWN })] }), ...callHistory(calls));
  renderApp('/dashboard/calls', { session: signedInSession() });
  const list = await screen.findByRole('list', { name: 'Calls' });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('200 calls'));
  const indexed = jest.mocked(callIndex.indexCalls).mock.calls.length;
  expect(indexed).toBeGreaterThan(0);

  await user.type(screen.getByRole('searchbox', { name: 'Search by number' }), '(617) 555-0107');
  await user.click(within(screen.getByRole('group', { name: 'Show calls' })).getByRole('button', { name: 'Incoming' }));

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 calls of 200'));
  // The same list element: no keystroke emptied the list on the way.
  expect(list).toBeInTheDocument();
  expect(within(list).getAllByRole('button', { name: 'Actions for the call with (617) 555-0107' })).toHaveLength(2);
  expect(jest.mocked(callIndex.indexCalls).mock.calls.length).toBe(indexed);
});
