import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { buildCardOnFile } from '../../factories';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, cardOnFile } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';
import { typeTestCard } from '../testCard';

async function openChangePaymentInfo(...billing: HttpHandler[]) {
  server.use(...dashboardServer());
  server.use(...accountChangesAccepted());
  server.use(...billing);
  const user = userEvent.setup();
  renderApp('/dashboard/plan', { session: signedInSession() });
  await user.click(await screen.findByRole('tab', { name: 'Change payment info' }));
  await screen.findByRole('button', { name: 'CHANGE' });
  return user;
}

describe('plan page: Change payment info shows the card on file', () => {
  it('brand, last four and expiry, before the form to replace it', async () => {
    await openChangePaymentInfo(...cardOnFile(buildCardOnFile({ brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030 })));

    const card = await screen.findByRole('region', { name: 'Card on file' });
    expect(within(card).getByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect(within(card).getByText('Expires 12/2030')).toBeInTheDocument();
    // Shown first, then the form (CHANGE stays).
    expect(card.compareDocumentPosition(screen.getByLabelText('Card number')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("'No card on file' when there is none", async () => {
    await openChangePaymentInfo(...cardOnFile(null));
    expect(await screen.findByText('No card on file')).toBeInTheDocument();
  });

  it('a SPEC-only backend (the endpoint answers 404): the form alone, as before', async () => {
    await openChangePaymentInfo();
    await waitFor(() => expect(screen.getByLabelText('Card number')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Card on file' })).not.toBeInTheDocument();
    expect(screen.queryByText('No card on file')).not.toBeInTheDocument();
  });

  it('a new card saved with CHANGE reloads the card on file', async () => {
    const user = await openChangePaymentInfo(...cardOnFile(buildCardOnFile()));
    expect(await screen.findByText('Visa •••• 4242')).toBeInTheDocument();
    await typeTestCard(user, '5555 5555 5555 4444');
    server.use(...cardOnFile(buildCardOnFile({ brand: 'mastercard', last4: '4444' })));
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'CHANGE' }));

    expect(await screen.findByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect((await recorder.requests()).map((request) => request.path)).toContain('/billing/paymentmethod');
  });
});
