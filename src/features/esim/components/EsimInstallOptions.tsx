import { useMemo } from 'react';
import { Stack } from '../../../components/plain/layout/Stack';
import { esimInstallRouteOf, type EsimInstallRoute } from '../../../lib/mobilePlatform';
import { esimInstallMessages as messages } from '../esimMessages';
import { appleEsimSetupLink, parseLpaString } from '../lpaString';
import { CopyableCode } from './CopyableCode';
import { EsimQrCode } from './EsimQrCode';

function stepsOf(route: EsimInstallRoute): readonly string[] {
  if (route === 'ios-link' || route === 'ios-manual') return messages.iphoneSteps;
  if (route === 'android-manual') return messages.androidSteps;
  return messages.desktopSteps;
}

interface EsimInstallOptionsProps {
  /** The eSIM's LPA activation string; null when the server has none. */
  textQrCode: string | null;
}

/**
 * Every way to install the eSIM from here: the QR code for another screen, the SM-DP+ address
 * and activation code to paste on this phone, Apple's install link on iOS 17.4 or later, and the
 * steps for the platform the page runs on.
 */
export function EsimInstallOptions({ textQrCode }: EsimInstallOptionsProps) {
  const route = useMemo(() => esimInstallRouteOf(), []);
  const { smdpAddress, activationCode } = parseLpaString(textQrCode);
  return (
    <Stack gap={3}>
      <div className="esim-install">
        <EsimQrCode text={textQrCode} />
        <ol className="esim-install__steps" aria-label={messages.stepsLabel}>
          {stepsOf(route).map((step) => (
            <li className="pn-body1 pn-mb-1" key={step}>
              {step}
            </li>
          ))}
        </ol>
      </div>
      {route === 'ios-link' && textQrCode && (
        <div>
          <a className="pn-button pn-button--contained" href={appleEsimSetupLink(textQrCode)} rel="noopener noreferrer">
            {messages.installOnIphone}
          </a>
          <p className="pn-body2 pn-secondary pn-mt-1">{messages.installOnIphoneNote}</p>
        </div>
      )}
      {textQrCode && (
        <Stack gap={2}>
          <CopyableCode label={messages.smdpAddress} value={smdpAddress} />
          <CopyableCode label={messages.activationCode} value={activationCode} />
        </Stack>
      )}
      {route === 'android-manual' && textQrCode && <p className="pn-body1 pn-secondary">{messages.androidNoLink}</p>}
    </Stack>
  );
}
