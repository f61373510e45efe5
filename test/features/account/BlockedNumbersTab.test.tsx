import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { renderApp, signedInSession } from '../../app/renderApp';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, blockedNumbers } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { blockedNumbersThatChange } from './accountServer';

/** The account page at tab `name`, with `handlers` over the usual ones. */
async function openTab(name: string, ...handlers: HttpHandler[]) {
  const user = userEvent.setup();
  server.use(...dashboardServer(), ...accountChangesAccepted());
  server.use(...handlers);
  const rendered = renderApp('/dashboard/account', { session: signedInSession() });
  await user.click(await screen.findByRole('tab', { name }));
  // The tab's code loads at its first choice.
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the tab' })).not.toBeInTheDocument());
  return { user, ...rendered };
}

describe('Account page: Blocked numbers', () => {
  it('with none blocked says "No Number Blocked"', async () => {
    await openTab('Blocked numbers', ...blockedNumbers([]));
    expect(await screen.findByText('No Number Blocked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'UNBLOCK' })).not.toBeInTheDocument();
  });

  it('UNBLOCK with nothing chosen: "Please select at least one number" and nothing is sent', async () => {
    const { user } = await openTab('Blocked numbers', ...blockedNumbers([{ phone_number: '6175550301' }]));
    await screen.findByRole('checkbox', { name: '(617) 555-0301' });
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'UNBLOCK' }));
    expect(await screen.findByText('Please select at least one number')).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('unblocks the chosen numbers: "Number has been unblocked", and the list is asked for again', async () => {
    const { user } = await openTab('Blocked numbers', ...blockedNumbersThatChange([{ phone_number: '6175550311' }, { phone_number: '6175550312' }, { phone_number: '6175550313' }]));
    await user.click(await screen.findByRole('checkbox', { name: '(617) 555-0311' }));
    await user.click(screen.getByRole('checkbox', { name: '(617) 555-0313' }));
    // Choosing and un-choosing leaves it out.
    await user.click(screen.getByRole('checkbox', { name: '(617) 555-0312' }));
    await user.click(screen.getByRole('checkbox', { name: '(617) 555-0312' }));
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'UNBLOCK' }));

    expect(await screen.findByText('Number has been unblocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '(617) 555-0311' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['(617) 555-0312']);
    expect(screen.getByRole('checkbox', { name: '(617) 555-0312' })).not.toBeChecked();
    const sent = await requests.requests();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(['POST /webunblocknumber', 'GET /webgetblockednumber']),
    );
    expect(sent.find((request) => request.path === '/webunblocknumber')?.body).toEqual([
      { phone_number: '6175550311' },
      { phone_number: '6175550313' },
    ]);
  });

  it('unblocking the last number leaves "No Number Blocked"', async () => {
    const { user } = await openTab('Blocked numbers', ...blockedNumbersThatChange([{ phone_number: '6175550321' }]));
    await user.click(await screen.findByRole('checkbox', { name: '(617) 555-0321' }));
    await user.click(screen.getByRole('button', { name: 'UNBLOCK' }));
    expect(await screen.findByText('No Number Blocked')).toBeInTheDocument();
  });

  it('a refused unblock keeps the choice', async () => {
    const { user } = await openTab('Blocked numbers', ...blockedNumbers([{ phone_number: '6175550331' }]), ...answersFailure('/webunblocknumber', 'Number not blocked'));
    await user.click(await screen.findByRole('checkbox', { name: '(617) 555-0331' }));
    await user.click(screen.getByRole('button', { name: 'UNBLOCK' }));

    expect(await screen.findByText('Number not blocked')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '(617) 555-0331' })).toBeChecked();
  });

  it('a list that cannot be loaded shows the failure and loads again on Try again', async () => {
    const { user } = await openTab('Blocked numbers', ...answersFailure('/webgetblockednumber', 'Internal Server Error', 500));
    expect(await screen.findByText('Blocked numbers could not be loaded')).toBeInTheDocument();
    server.use(...blockedNumbers([{ phone_number: '6175550341' }]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: '(617) 555-0341' })).toBeInTheDocument();
  });
});

describe('Account page: blocking a number by hand', () => {
  it('a US number in any spelling is blocked as its 10 digits, toasted, listed, and the field emptied', async () => {
    const { user } = await openTab('Blocked numbers', ...blockedNumbersThatChange([]));
    const field = await screen.findByLabelText('Number to block');
    const requests = recordRequests();
    await user.type(field, '+1 (617) 555-0390');
    await user.click(screen.getByRole('button', { name: 'BLOCK' }));

    expect(await screen.findByText('Contact has been blocked')).toBeInTheDocument();
    expect((await requests.requests()).find((request) => request.path === '/websaveblocknumber')?.body).toEqual([{ phone_number: '6175550390' }]);
    expect(await screen.findByRole('checkbox', { name: '(617) 555-0390' })).toBeInTheDocument();
    expect(screen.getByLabelText('Number to block')).toHaveValue('');
  });

  it.each([
    ['too short', '617 555 03', 'Please Provide valid phone number.'],
    ['not a US number', '+44 20 7946 0958', 'Please Provide valid phone number.'],
    ['already blocked', '(617) 555-0301', 'This number is already blocked.'],
  ])('%s: says so, marks the field, and sends nothing', async (_case, typed, message) => {
    const { user } = await openTab('Blocked numbers', ...blockedNumbersThatChange([{ phone_number: '6175550301' }]));
    const field = await screen.findByLabelText('Number to block');
    const requests = recordRequests();
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'BLOCK' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Number to block')).toHaveValue(typed);
    expect(screen.getByLabelText('Number to block')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Number to block')).toHaveAccessibleDescription(message);
    expect(requests.count()).toBe(0);
  });

  it('"already blocked" leaves once that number is unblocked; what was typed stays and can then be blocked', async () => {
    const { user } = await openTab('Blocked numbers', ...blockedNumbersThatChange([{ phone_number: '6175550341' }, { phone_number: '6175550342' }]));
    const field = await screen.findByLabelText('Number to block');
    await user.type(field, '(617) 555-0341');
    await user.click(screen.getByRole('button', { name: 'BLOCK' }));
    expect(await screen.findByText('This number is already blocked.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '(617) 555-0341' }));
    await user.click(screen.getByRole('button', { name: 'UNBLOCK' }));

    expect(await screen.findByText('Number has been unblocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '(617) 555-0341' })).not.toBeInTheDocument());
    expect(screen.queryByText('This number is already blocked.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Number to block')).toHaveValue('(617) 555-0341');
    expect(screen.getByLabelText('Number to block')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('"already blocked" leaves as soon as the field is edited', async () => {
    const { user } = await openTab('Blocked numbers', ...blockedNumbersThatChange([{ phone_number: '6175550351' }]));
    const field = await screen.findByLabelText('Number to block');
    await user.type(field, '(617) 555-0351');
    await user.click(screen.getByRole('button', { name: 'BLOCK' }));
    expect(await screen.findByText('This number is already blocked.')).toBeInTheDocument();

    await user.type(field, '{Backspace}2');

    await waitFor(() => expect(screen.queryByText('This number is already blocked.')).not.toBeInTheDocument());
    expect(field).toHaveValue('(617) 555-0352');
  });
});
