import { screen, within } from '@testing-library/react';
import { defaultConfig } from '../../../src/config/appConfig';
import { setConfig } from '../../../src/config/loadConfig';
import { featureFlag } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { funnelServer, renderCheckout } from '../signup/signupServer';
import { openRegister } from './registerForm';

describe('terms & conditions and privacy policy', () => {
  beforeEach(() => setConfig({ ...defaultConfig, termsUrl: '/api/legal/terms', privacyUrl: '/api/legal/privacy' }));

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

  it('a backend whose config.js names no such pages gets the words without links, never a link to a missing page', async () => {
    setConfig({ ...defaultConfig });
    server.use(...featureFlag('migration_mode', false));
    await openRegister();
    expect(screen.queryByRole('link', { name: 'terms & conditions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'privacy policy' })).not.toBeInTheDocument();
    expect(screen.getByText(/Read the terms & conditions and the privacy policy\.$/)).toBeInTheDocument();
  });
});
