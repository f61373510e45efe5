import { PlainIcon } from '../../../components/icons/PlainIcon';
import { androidPath } from '../../../components/icons/paths/android';
import { applePath } from '../../../components/icons/paths/apple';
import { Page } from '../../../components/plain/layout/Page';
import { Stack } from '../../../components/plain/layout/Stack';
import { NumberStatusNote } from '../../../components/numberStatus/NumberStatusNote';
import { useNumberStatus } from '../../../components/numberStatus/useNumberStatus';
import { QrCodeImage } from '../../../components/qr/QrCodeImage';
import { getConfig } from '../../../config/loadConfig';
import { mobilePlatformOf } from '../../../lib/mobilePlatform';
import { PurchaseSummary } from '../components/PurchaseSummary';

/** A store's link drawn as its badge: black, one line at every width. */
function StoreBadge({ href, icon, label }: { href: string; icon: string; label: string }) {
  return (
    <a className="pn-button pn-button--contained pn-button--black" href={href} target="_blank" rel="noopener noreferrer">
      <span className="pn-button__icon">
        <PlainIcon path={icon} />
      </span>
      {label}
    </a>
  );
}

/**
 * /subscribe_success (SPEC §2 Success page); default export for lazy loading. On a phone a QR
 * code would have to be scanned by the phone showing it: the page says to tap the store link
 * (its own store's first) and keeps the code, as SPEC §2 lists it, for another device.
 */
export default function SubscribeSuccessPage() {
  const { appStoreUrl, playStoreUrl, supportEmail } = getConfig();
  const platform = mobilePlatformOf();
  // A number being transferred is not presented as working: the same reading as the dashboard's.
  const numberStatus = useNumberStatus();
  const appStore = <StoreBadge key="ios" href={appStoreUrl} icon={applePath} label="Download on the App Store" />;
  const playStore = <StoreBadge key="android" href={playStoreUrl} icon={androidPath} label="Get it on Google Play" />;
  const badges = <div className="success-badges">{platform === 'android' ? [playStore, appStore] : [appStore, playStore]}</div>;
  const qrCode = <QrCodeImage text={appStoreUrl} alt="QR code: scan to download the app" />;
  return (
    <Page width="sm" className="pn-center">
      <h1 className="pn-h1 pn-gutter">Thank you!</h1>
      <Stack gap={3}>
        <p className="pn-body1">You will receive an email confirmation with setup instructions shortly.</p>
        <div className="pn-panel">
          <PurchaseSummary />
          <div role="status">
            <NumberStatusNote status={numberStatus} confirmFiling />
          </div>
        </div>
        <div className="pn-panel success-app">
          <Stack gap={2} className="success-app__parts">
            <h2 className="pn-h2">Get the app</h2>
            {platform ? (
              <>
                <p className="pn-body1 pn-secondary">Tap the store link to install the app on this phone.</p>
                {badges}
                <p className="pn-body2 pn-secondary">Installing on another device? Scan this code with it.</p>
                {qrCode}
              </>
            ) : (
              <>
                <p className="pn-body1 pn-secondary">Scan the code with your phone, or use the store links.</p>
                {qrCode}
                {badges}
              </>
            )}
          </Stack>
        </div>
        <p className="pn-body1">
          Questions? Contact us at <a className="pn-link" href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </Stack>
    </Page>
  );
}
