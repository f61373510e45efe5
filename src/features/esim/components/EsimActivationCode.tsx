import { Suspense, useState } from 'react';
import { failureText, isApiError } from '../../../api/apiError';
import { useGetEsimActivationQuery } from '../../../api/esimApi';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import type { EsimRecord } from '../../../contract/api';
import { esimInstallMessages as messages } from '../esimMessages';
import { Stack } from '../../../components/plain/layout/Stack';
import { EsimInstallOptions } from '../parts';

/** The ways to install (MUI: QR code, codes to copy, install link), a chunk of its own. */
function InstallOptions({ textQrCode }: { textQrCode: string | null }) {
  return (
    <Suspense fallback={<PlainLoadingState label="Loading the ways to install" />}>
      <EsimInstallOptions textQrCode={textQrCode} />
    </Suspense>
  );
}

/** In place of the QR code and the codes: why they are not shown, and the way to show them. */
function HiddenCode({ failure, onShow }: { failure: string | null; onShow: () => void }) {
  return (
    <Stack gap={1.5}>
      <p className="pn-body1 pn-secondary" style={{ margin: 0 }}>
        {messages.codeHidden}
      </p>
      {failure !== null && <PlainAlert severity="error">{failure}</PlainAlert>}
      <div>
        <PlainButton variant="outlined" onClick={onShow}>
          {messages.showCode}
        </PlainButton>
      </div>
    </Stack>
  );
}

/**
 * The code asked of GET /esim/activation: a refusal for want of a proof opens 'Confirm it's you'
 * (the base query's part) and is sent again once confirmed. A backend without the route (404)
 * has nothing more to give than the details.
 */
function AskedCode({ fromDetails }: { fromDetails: string | null }) {
  const activation = useGetEsimActivationQuery();
  if (activation.isError) {
    if (isApiError(activation.error) && activation.error.status === 404) return <InstallOptions textQrCode={fromDetails} />;
    return <HiddenCode failure={failureText(activation.error)} onShow={() => void activation.refetch()} />;
  }
  if (!activation.data) return <PlainLoadingState label={messages.loadingCode} />;
  return <InstallOptions textQrCode={activation.data.textQrCode} />;
}

/**
 * The eSIM's activation code (QR code, codes to paste, install link). A session without a recent
 * proof of identity gets the details without it (activation_code_hidden): the code is asked for
 * only when the customer wants it, so reading the eSIM elsewhere never asks for a password.
 */
export function EsimActivationCode({ esim }: { esim: EsimRecord }) {
  const [asked, setAsked] = useState(false);
  if (!esim.activation_code_hidden) return <InstallOptions textQrCode={esim.textQrCode} />;
  if (!asked) return <HiddenCode failure={null} onShow={() => setAsked(true)} />;
  return <AskedCode fromDetails={esim.textQrCode} />;
}
