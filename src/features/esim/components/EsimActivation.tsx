import { useState } from 'react';
import { PlainButton } from '../../../components/plain/PlainButton';
import type { EsimRecord } from '../../../contract/api';
import { formatDay, parseTimestamp } from '../../../contract/dateFormat';
import { esimInstallMessages as messages } from '../esimMessages';
import { EsimActivationCode } from './EsimActivationCode';
import { Stack } from '../../../components/plain/layout/Stack';
import { Spaced } from '../../../components/plain/layout/Spaced';

const NOT_AVAILABLE = '-';

function createdOn(createdAt: string | null): string {
  const date = parseTimestamp(createdAt);
  return date ? formatDay(date) : NOT_AVAILABLE;
}

interface EsimActivationProps {
  esim: EsimRecord;
}

/**
 * The customer's eSIM: every way to install it (QR code, codes to paste, install link) and its
 * details. Once a phone has installed it (the record names the phone's IMEI) the card no longer
 * invites activation: it says where it is installed and keeps the codes behind a disclosure, for
 * installing it again. Plain elements drawn as MUI's (where it is installed is the page's
 * largest paint, before MUI's code); the ways to install are MUI, loaded when shown. Without a
 * recent proof of identity the code is hidden until asked for (EsimActivationCode).
 */
export function EsimActivation({ esim }: EsimActivationProps) {
  const installedOn = esim.imei || null;
  const installed = installedOn !== null;
  const [detailsShown, setDetailsShown] = useState(false);
  const details: [string, string][] = [
    ['IMEI', esim.imei || NOT_AVAILABLE],
    ['ICCID', esim.iccid || NOT_AVAILABLE],
    ['Created', createdOn(esim.createdAt)],
  ];
  return (
    <Stack gap={3}>
      <section className="pn-panel">
        <Spaced below={installed ? 1 : 2}>
          <h2 className="pn-h2 pn-panel__title">{installed ? messages.installedHeading : messages.activateHeading}</h2>
        </Spaced>
        {installedOn !== null ? (
          <>
            <Spaced below={2}>
              <p className="pn-body1 pn-secondary">{messages.installedOn(installedOn)}</p>
            </Spaced>
            <PlainButton aria-expanded={detailsShown} aria-controls="esim-installation-details" onClick={() => setDetailsShown((shown) => !shown)}>
              {detailsShown ? messages.hideDetails : messages.showDetails}
            </PlainButton>
            <Spaced id="esim-installation-details" hidden={!detailsShown} above={2}>
              {detailsShown && <EsimActivationCode esim={esim} />}
            </Spaced>
          </>
        ) : (
          <EsimActivationCode esim={esim} />
        )}
      </section>
      <section className="pn-panel">
        <Spaced below={2}>
          <h2 className="pn-h2 pn-panel__title">eSIM details</h2>
        </Spaced>
        <dl className="pn-details">
          {details.map(([term, value]) => (
            <div key={term} className="pn-contents">
              <dt className="pn-body1 pn-bold">{term}</dt>
              <dd className="pn-body1 pn-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Stack>
  );
}
