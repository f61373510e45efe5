import { screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { darkOnLight } from '../../lib/qrDarkOnLight';
import { defaultConfig } from '../../../src/config/appConfig';
import { setConfig } from '../../../src/config/loadConfig';
import { formatCents } from '../../../src/lib/formatMoney';
import { buildActiveSubscription, buildPhone, buildSubscriptionStatus } from '../../factories';
import { server } from '../../mocks/server';
import { renderApp } from '../../app/renderApp';
import { checkoutSession, funnelServer, quarterlyPlan } from './signupServer';

const stores = { appStoreUrl: 'https://apps.example/acme-phone', playStoreUrl: 'https://play.example/acme-phone' };

/** A customer who has just paid: a plan (the quarterly one) and a number. */
function openSuccessPage() {
  setConfig({ ...defaultConfig, ...stores, supportEmail: 'help@acme.example' });
  server.use(
    ...funnelServer({
      subscription: buildSubscriptionStatus(),
      activeSubscriptions: [buildActiveSubscription({ plan_id: quarterlyPlan.plan_id, plan_name_en: quarterlyPlan.plan_name_en })],
      phones: [buildPhone({ phone_number: '8575550101' })],
    }),
  );
  return renderApp('/subscribe_success', { session: checkoutSession() });
}

/** Pretends the browser runs on `userAgent` for this test. */
function browseOn(userAgent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('subscribe success page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the number just bought, formatted, and the plan with its price', async () => {
    openSuccessPage();
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    const summary = screen.getByLabelText('Your purchase');
    expect(await within(summary).findByText('+1 (857) 555-0101')).toBeInTheDocument();
    expect(await within(summary).findByText(`${quarterlyPlan.plan_name_en}, ${formatCents(quarterlyPlan.new_total_amount)} / ${quarterlyPlan.plan_interval}`)).toBeInTheDocument();
  });

  it('on a computer: scan the code with your phone, or use the store links', async () => {
    openSuccessPage();
    expect(await screen.findByText('Scan the code with your phone, or use the store links.')).toBeInTheDocument();
    expect(screen.queryByText('Tap the store link to install the app on this phone.')).not.toBeInTheDocument();
  });

  it.each([
    ['an Android phone', ANDROID_PHONE, ['Get it on Google Play', 'Download on the App Store']],
    ['an iPhone', IPHONE, ['Download on the App Store', 'Get it on Google Play']],
  ])('on %s: tap the store link (its own store first); the code stays for another device', async (_case, userAgent, order) => {
    browseOn(userAgent);
    openSuccessPage();
    expect(await screen.findByText('Tap the store link to install the app on this phone.')).toBeInTheDocument();
    expect(screen.queryByText('Scan the code with your phone, or use the store links.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /App Store|Google Play/ }).map((link) => link.textContent)).toEqual(order);
    expect(await screen.findByRole('img', { name: 'QR code: scan to download the app' })).toBeInTheDocument();
  });

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
