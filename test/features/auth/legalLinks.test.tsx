import { screen, within } from '@testing-library/react';
import { featureFlag } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { funnelServer, renderCheckout } from '../signup/signupServer';
import { openRegister } from './registerForm';

describe('terms & conditions and privacy policy', () => {
  it('register: the terms checkbox has the Terms and Privacy pages beside it, opening in a new tab (what was typed stays)', async () => {
    server.use(...featureFlag('migration_mode', false));
    await openRegister();
    const terms = screen.getByRole('link', { name: 'terms & conditions' });
    expect(terms).toHaveAttribute('href', '/api/legal/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/api/legal/privacy');
  });

  it('checkout: the order summary links both before Pay', async () => {
    server.use(...funnelServer());
    await renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('link', { name: 'terms & conditions' })).toHaveAttribute('href', '/api/legal/terms');
    expect(within(summary).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/api/legal/privacy');
  });
});
