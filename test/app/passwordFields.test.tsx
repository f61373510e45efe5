import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardServer } from '../features/dashboardServer';
import { featureFlag } from '../mocks/scenarios';
import { server } from '../mocks/server';
import { renderApp, signedInSession } from './renderApp';

/**
 * WCAG 2.2 3.3.8 (accessible authentication): every password field takes a pasted
 * password and tells password managers what it is (autocomplete current- or new-password).
 */
describe('password fields accept pasting and password managers', () => {
  it.each([
    ['/login', undefined, 'Log in'],
    ['/register', undefined, /sign up|create/i],
    ['/dashboard/account', signedInSession(), 'Manage account'],
  ] as const)('on %s', async (url, session, title) => {
    server.use(...featureFlag('migration_mode', false));
    if (session) server.use(...dashboardServer());
    const user = userEvent.setup();
    renderApp(url, { session });
    await screen.findByRole('heading', { level: 1, name: title });
    const fields = await screen.findAllByLabelText(/password/i, { selector: 'input' });
    const passwords = fields.filter((field) => field.getAttribute('type') === 'password');
    expect(passwords.length).toBeGreaterThan(0);
    for (const field of passwords) {
      expect(field.getAttribute('autocomplete')).toMatch(/^(current|new)-password$/);
      await user.click(field);
      await user.paste('pasted-Secret-123');
      expect(field).toHaveValue('pasted-Secret-123');
    }
  });
});
