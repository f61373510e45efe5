import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { buildPhone, buildPhoneSearchResult } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, areaCodeUnavailable, noPortTracker, numberOrderAccepted, numbersAvailable, portTracker, serverDown, signedInCustomer } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { dataLayerEvents, funnelServer, newCustomer } from './signupServer';

function openAreaCodePage(session = signedInSession()) {
  server.use(...funnelServer());
  return { user: userEvent.setup(), ...renderApp('/area-code', { session }) };
}

/**
 * The search on screen: the heading and the boxes, then (a paint later) the
 * suggestions, Confirm and the way to bring a number.
 */
async function searchShown() {
  await screen.findByRole('heading', { level: 1, name: 'Choose an area code' });
  await screen.findByRole('button', { name: 'Confirm' });
}

const box = (n: number) => screen.getByRole('textbox', { name: `Area code digit ${n}` });
const digits = () => [1, 2, 3].map((n) => (box(n) as HTMLInputElement).value);

describe('area code page: the first paint', () => {
  it('draws the heading and the introduction without MUI (they paint before its code), then the card', async () => {
    openAreaCodePage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Choose an area code' });
    expect(heading).toHaveClass('pn-h1');
    const introduction = screen.getByText('Pick the area code of your new private number, or bring the number you already have.');
    expect(introduction).toHaveClass('pn-body1', 'pn-secondary');
    expect(heading.closest('main')).toHaveClass('pn-page', 'pn-page--sm');
    expect(await screen.findByRole('button', { name: 'Bring your existing number' })).toBeInTheDocument();
  });
});

describe('area code page: the digit boxes', () => {
  it('takes digits only, one per box, and moves to the next box as you type', async () => {
    const { user } = openAreaCodePage();
    await searchShown();

    await user.click(box(1));
    await user.keyboard('8a');
    expect(digits()).toEqual(['8', '', '']);
    expect(box(2)).toHaveFocus();
    await user.keyboard('5x7');
    expect(digits()).toEqual(['8', '5', '7']);
    expect(box(3)).toHaveFocus();
  });

  it('Backspace in an empty box clears the previous box and moves back', async () => {
    const { user } = openAreaCodePage();
    await searchShown();

    await user.click(box(1));
    await user.keyboard('85');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digits()).toEqual(['8', '', '']);
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digits()).toEqual(['', '', '']);
    expect(box(1)).toHaveFocus();
  });

  it("pasting '857' fills all three boxes", async () => {
    const { user } = openAreaCodePage();
    await searchShown();

    await user.click(box(1));
    await user.paste('857');
    expect(digits()).toEqual(['8', '5', '7']);
  });

  it("says 'Please enter area code!' until all three digits are there, without searching", async () => {
    const { user } = openAreaCodePage();
    await searchShown();
    const recorder = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter area code!');
    await user.click(box(1));
    await user.keyboard('85');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter area code!');
    expect(recorder.count()).toBe(0);
  });
});

describe('area code page: searching', () => {
  it('suggests 339, 508 and 857, and a suggestion fills the boxes', async () => {
    const { user } = openAreaCodePage();
    await searchShown();

    const suggestions = screen.getByRole('group', { name: 'Suggested area codes' });
    expect(suggestions).toHaveTextContent('339508857');
    await user.click(screen.getByRole('button', { name: 'Use area code 508' }));
    expect(digits()).toEqual(['5', '0', '8']);
  });

  it('Confirm searches, lists the numbers, and Confirm on one stores it and goes to /pricing-page', async () => {
    const { user, router, store } = openAreaCodePage(signedInSession({ chosenPhoneNumber: '6175550000' }));
    server.use(...numbersAvailable());
    await searchShown();
    // SPEC §4: the chosen number is cleared on load.
    await waitFor(() => expect(store.getState().session.chosenPhoneNumber).toBeNull());
    const recorder = recordRequests();

    await user.click(box(1));
    await user.paste('857');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('radiogroup', { name: 'Numbers available in area code 857' });
    expect((await recorder.single()).path).toBe('/websearchphonesavailable/857');
    expect(list).toHaveTextContent('(857) 555-0101(857) 555-0102(857) 555-0103');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No number Selected');

    await user.click(screen.getByRole('radio', { name: '(857) 555-0102' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectLandedOn(router, 'Choose a Plan', '/pricing-page');
    expect(store.getState().session.chosenPhoneNumber).toBe('8575550102');
    expect(dataLayerEvents()).toEqual([
      { event: 'confirm_area_code', area_code: '857' },
      { event: 'confirm_number', area_code: '857', number_type: 'new' },
    ]);
  });

  it('works with the keyboard alone: type the code, Enter searches, Space picks a number, Enter confirms', async () => {
    const { user, router, store } = openAreaCodePage();
    server.use(...numbersAvailable());
    await searchShown();

    // Past the header's links, to the first box.
    for (let presses = 0; presses < 5 && document.activeElement !== box(1); presses += 1) await user.tab();
    expect(box(1)).toHaveFocus();
    await user.keyboard('857{Enter}');
    await screen.findByRole('radiogroup', { name: 'Numbers available in area code 857' });

    // The focus moves on to the list that replaced the search.
    expect(screen.getByRole('radio', { name: '(857) 555-0101' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '(857) 555-0102' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await expectLandedOn(router, 'Choose a Plan', '/pricing-page');
    expect(store.getState().session.chosenPhoneNumber).toBe('8575550102');
  });

  it('the server\'s suggestions replace the defaults and "unavailable" shows when nothing is found', async () => {
    const { user } = openAreaCodePage();
    server.use(...areaCodeUnavailable(['617', '781']));
    await searchShown();

    await user.click(box(1));
    await user.paste('212');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Area code unavailable, use the recommended area codes')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Suggested area codes' })).toHaveTextContent('617781');
    expect(digits()).toEqual(['2', '1', '2']);
  });

  it.each([
    ['no numbers and no note', numbersAvailable(buildPhoneSearchResult({ phone_numbers: [], note: null }))],
    ['a failure', answersFailure('/websearchphonesavailable/:areaCode', 'No inventory', 400)],
    ['the network fails', serverDown('/websearchphonesavailable/:areaCode')],
  ])('the search answering %s says the area code is unavailable', async (_case, handlers) => {
    const { user } = openAreaCodePage();
    server.use(...handlers);
    await searchShown();

    await user.click(box(1));
    await user.paste('212');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Area code unavailable, use the recommended area codes')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Suggested area codes' })).toHaveTextContent(/339|857/);
  });

  it("'Try another area code' goes back to the search", async () => {
    const { user } = openAreaCodePage();
    server.use(...numbersAvailable());
    await searchShown();
    await user.click(box(1));
    await user.paste('857');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('radiogroup');

    await user.click(screen.getByRole('button', { name: 'Try another area code' }));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(digits()).toEqual(['', '', '']);
    expect(box(1)).toHaveFocus();
  });
});

describe('area code page: bringing an existing number', () => {
  async function openPortForm() {
    const opened = openAreaCodePage();
    await searchShown();
    await opened.user.click(screen.getByRole('button', { name: 'Bring your existing number' }));
    return opened;
  }

  it('explains porting and formats the number as (xxx)xxx-xxxx, digits only, at most 10', async () => {
    const { user } = await openPortForm();

    expect(screen.getByRole('heading', { name: 'Bring your existing number' })).toBeInTheDocument();
    expect(screen.getByText('Porting your number takes up to 4 days.')).toBeInTheDocument();
    expect(screen.getByText('Your old service keeps working until the transfer is complete.')).toBeInTheDocument();
    expect(screen.getByText('We will send you an email when the transfer completes.')).toBeInTheDocument();
    const input = screen.getByLabelText('Your current phone number');
    expect(input).toHaveFocus();
    await user.type(input, '61a7-555-01239999');
    expect(input).toHaveValue('(617)555-0123');
  });

  it("under 10 digits says 'Please Provide valid phone number.' and files nothing", async () => {
    const { user } = await openPortForm();
    const recorder = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Comfirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Provide valid phone number.');
    await user.type(screen.getByLabelText('Your current phone number'), '617555012');
    await user.click(screen.getByRole('button', { name: 'Comfirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Provide valid phone number.');
    expect(recorder.count()).toBe(0);
  });

  /** Types the number and the carrier's details. */
  async function fillPortForm(user: UserEvent, { number = '6175550123', account = 'ACCT7731', pin = '0123', zip = '02110' } = {}) {
    await user.type(screen.getByLabelText('Your current phone number'), number);
    if (account) await user.type(screen.getByLabelText('Account number'), account);
    if (pin) await user.type(screen.getByLabelText('Transfer PIN'), pin);
    if (zip) await user.type(screen.getByLabelText('ZIP code of the service address'), zip);
  }

  it("'Comfirm' files the port request with the carrier's details; the number becomes the chosen one and /pricing-page follows", async () => {
    const { user, router, store } = await openPortForm();
    server.use(...portTracker([]));
    const recorder = recordRequests();

    await fillPortForm(user);
    // The port request files the number: the phone list now holds it.
    server.use(...signedInCustomer({ ...newCustomer, phones: [buildPhone({ phone_number: '6175550123', status: 'port_pending' })] }));
    await user.click(screen.getByRole('button', { name: 'Comfirm' }));

    await expectLandedOn(router, 'Choose a Plan', '/pricing-page');
    expect(store.getState().session.chosenPhoneNumber).toBe('6175550123');
    const requests = await recorder.requests();
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/portphone/requests', body: { phone_number: '6175550123', account_number: 'ACCT7731', pin: '0123', zip: '02110' } });
    expect(requests.some((request) => request.path.startsWith('/portphone/6175550123'))).toBe(false);
    expect(dataLayerEvents()).toContainEqual({ event: 'confirm_number', area_code: '617', number_type: 'ported' });
  });

  it("a backend without the tracker (404) gets SPEC's GET /portphone/{number}, with no error shown", async () => {
    const { user, router } = await openPortForm();
    server.use(...noPortTracker(), ...numberOrderAccepted());
    const recorder = recordRequests();

    await fillPortForm(user);
    await user.click(screen.getByRole('button', { name: 'Comfirm' }));

    await expectLandedOn(router, 'Choose a Plan', '/pricing-page');
    const requests = await recorder.requests();
    expect(requests.filter((request) => request.path.startsWith('/portphone')).map((request) => `${request.method} ${request.path}`)).toEqual(['POST /portphone/requests', 'GET /portphone/6175550123']);
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
  });

  it("checks the details after SPEC's number check: the number's message first and alone, then each detail's", async () => {
    const { user } = await openPortForm();
    const recorder = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Comfirm' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Please Provide valid phone number.');

    await fillPortForm(user, { account: 'A-1', pin: '12', zip: '0211' });
    await user.click(screen.getByRole('button', { name: 'Comfirm' }));
    expect(await screen.findByText('Please enter the account number from your current carrier: letters and digits, up to 20.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the transfer PIN from your current carrier: 4 to 10 digits.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the 5-digit ZIP code of the service address.')).toBeInTheDocument();
    expect(screen.queryByText('Please Provide valid phone number.')).not.toBeInTheDocument();
    expect(recorder.count()).toBe(0);
  });

  it('the transfer PIN is typed hidden, can be shown, and says where to find the details', async () => {
    const { user } = await openPortForm();
    const pin = screen.getByLabelText('Transfer PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Show transfer pin' }));
    expect(pin).toHaveAttribute('type', 'text');
    expect(screen.getByText(/carrier's app or on its account page/)).toBeInTheDocument();
  });

  it('a refused port shows the server text and keeps what was typed', async () => {
    const { user, router } = await openPortForm();
    server.use(...answersFailure('/portphone/requests', 'This number cannot be transferred. Please check it and try again.', 400));

    await fillPortForm(user);
    await user.click(screen.getByRole('button', { name: 'Comfirm' }));

    expect(await screen.findByText('This number cannot be transferred. Please check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your current phone number')).toHaveValue('(617)555-0123');
    expect(screen.getByLabelText('Account number')).toHaveValue('ACCT7731');
    expect(screen.getByLabelText('Transfer PIN')).toHaveValue('0123');
    expect(screen.getByLabelText('ZIP code of the service address')).toHaveValue('02110');
    expect(router.state.location.pathname).toBe('/area-code');
  });

  it('a link leads back to picking a new number', async () => {
    const { user } = await openPortForm();
    await user.click(screen.getByRole('button', { name: 'Pick a new number instead' }));
    expect(screen.getByRole('group', { name: 'Area code' })).toBeInTheDocument();
    expect(box(1)).toHaveFocus();
  });
});
