import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, serverDown, visitorRequestsAccepted } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderAuthPage } from './renderAuthPage';

const sent = { email: 'new@example.com', password: 'Secret#123' };

async function openVerifyEmail(state?: unknown) {
  const rendered = renderAuthPage('/verify-email', { state });
  await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
  return rendered;
}

const resend = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'RESEND' }));

describe('VerifyEmailPage', () => {
  it('shows the address of the navigation state, as text', async () => {
    await openVerifyEmail({ email: '<b>new@example.com</b>', password: 'x' });
    expect(screen.getByText('<b>new@example.com</b>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('resends the verification with email and password: "Verification email has been resent."', async () => {
    const user = userEvent.setup();
    server.use(...visitorRequestsAccepted());
    const recorder = recordRequests();
    await openVerifyEmail(sent);
    await resend(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Verification email has been resent.');
    expect(await recorder.single()).toMatchObject({ method: 'POST', path: '/account/resend-verification/', body: sent });
  });

  it.each([
    ['the server refuses', () => answersFailure('/account/resend-verification/', 'Too many requests', 429)],
    ['the network fails', () => serverDown('/account/resend-verification/')],
  ])('when %s: "Verification email resending error." (only that)', async (_case, handlers) => {
    const user = userEvent.setup();
    server.use(...handlers());
    await openVerifyEmail(sent);
    await resend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification email resending error.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'RESEND' })).toBeEnabled();
  });

  it.each([
    ['without navigation state', undefined],
    ['without the password', { email: 'new@example.com' }],
    ['with a malformed state', { email: 42 }],
  ])('%s: "Please request with right params", nothing sent', async (_case, state) => {
    const user = userEvent.setup();
    const recorder = recordRequests();
    await openVerifyEmail(state);
    await resend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please request with right params');
    expect(recorder.count()).toBe(0);
  });
});
