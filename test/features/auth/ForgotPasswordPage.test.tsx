import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests } from '../../mocks/requestRecorder';
import { answersFailure, serverDown, visitorRequestsAccepted } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderAuthPage } from './renderAuthPage';

type User = ReturnType<typeof userEvent.setup>;

async function openForgotPassword() {
  const rendered = renderAuthPage('/forgot-password');
  await screen.findByRole('button', { name: 'SEND LINK' });
  return rendered;
}

async function sendLink(user: User, email: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'SEND LINK' }));
}

describe('ForgotPasswordPage', () => {
  it('shows a labelled email field, SEND LINK and a way back to log in', async () => {
    await openForgotPassword();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['no address', ''],
    ['spaces only', '   '],
    ['a name without a domain', 'jane'],
    ['an address without a dot in the domain', 'jane@example'],
    ['two @', 'jane@@example.com'],
  ])('%s: "Please input vaild email address.", announced, nothing sent', async (_case, email) => {
    const user = userEvent.setup();
    const recorder = recordRequests();
    await openForgotPassword();
    await sendLink(user, email);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please input vaild email address.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(recorder.count()).toBe(0);
  });

  it('sends the trimmed address and says "Password reset link sent to your email address {email}"', async () => {
    const user = userEvent.setup();
    server.use(...visitorRequestsAccepted());
    const recorder = recordRequests();
    const { router } = await openForgotPassword();
    await sendLink(user, ' jane@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset link sent to your email address jane@example.com');
    const request = await recorder.single();
    expect(request).toMatchObject({ method: 'POST', path: '/account/request-password-reset', body: { email: 'jane@example.com' } });
    expect(request.headers.authorization).toBeUndefined();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it.each([
    ['the server refuses', () => answersFailure('/account/request-password-reset', 'No account with this email.'), 'No account with this email.'],
    ['the network fails', () => serverDown('/account/request-password-reset'), 'Network Error'],
  ])('when %s: the error is shown once and the address stays', async (_case, handlers, text) => {
    const user = userEvent.setup();
    server.use(...handlers());
    await openForgotPassword();
    await sendLink(user, 'jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'SEND LINK' })).toBeEnabled());
  });

  it('Enter in the field sends the link', async () => {
    const user = userEvent.setup();
    server.use(...visitorRequestsAccepted());
    await openForgotPassword();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset link sent to your email address jane@example.com');
  });
});
