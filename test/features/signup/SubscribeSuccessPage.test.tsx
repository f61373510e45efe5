import { screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { darkOnLight } from '../../lib/qrDarkOnLight';
import { defaultConfig } from '../../../src/config/appConfig';
import { setConfig } from '../../../src/config/loadConfig';
import { buildActiveSubscription, buildPhone, buildSubscriptionStatus } from '../../factories';
import { server } from '../../mocks/server';
import { renderApp } from '../../app/renderApp';
import { checkoutSession, funnelServer } from './signupServer';

const stores = { appStoreUrl: 'https://apps.example/acme-phone', playStoreUrl: 'https://play.example/acme-phone' };

/** A customer who has just paid: a plan and a number. */
function openSuccessPage() {
  setConfig({ ...defaultConfig, ...stores, supportEmail: 'help@acme.example' });
  server.use(
    ...funnelServer({
      subscription: buildSubscriptionStatus(),
      activeSubscriptions: [buildActiveSubscription()],
      phones: [buildPhone({ phone_number: '8575550101' })],
    }),
  );
  return renderApp('/subscribe_success', { session: checkoutSession() });
}

describe('subscribe success page', () => {
  it("says 'Thank you!' and that an email with setup instructions follows", async () => {
    openSuccessPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/email confirmation with setup instructions/)).toBeInTheDocument();
  });

  it('draws the app download QR in the browser from the configured store link', async () => {
    openSuccessPage();
    const qr = await screen.findByRole('img', { name: 'QR code: scan to download the app' });
    const expected = await QRCode.toDataURL(stores.appStoreUrl, darkOnLight);
    expect(qr).toHaveAttribute('src', expected);
  });

  it('draws the QR dark on light in the dark scheme too (scanners)', async () => {
    document.documentElement.setAttribute('data-color-scheme', 'dark');
    try {
      openSuccessPage();
      const qr = await screen.findByRole('img', { name: 'QR code: scan to download the app' });
      expect(qr).toHaveAttribute('src', await QRCode.toDataURL(stores.appStoreUrl, darkOnLight));
    } finally {
      document.documentElement.removeAttribute('data-color-scheme');
    }
  });

  it('links the store badges and the support mail from the configuration', async () => {
    openSuccessPage();
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', stores.appStoreUrl);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', stores.playStoreUrl);
    const support = screen.getByRole('link', { name: 'help@acme.example' });
    expect(support).toHaveAttribute('href', 'mailto:help@acme.example');
    expect(within(support.parentElement as HTMLElement).getByText(/Questions\?/)).toBeInTheDocument();
  });
});
