import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { QR_SIZE_PX, qrImageOf } from '../../../lib/qrImage';

export const qrMessages = {
  generate: 'Failed to generate QR code',
  load: 'Failed to load QR code image',
  missing: 'QR code data is not available. Please contact support.',
} as const;

/** The outcome of drawing `text`; while none matches the current text, the code is being drawn. */
type QrOutcome = { text: string } & ({ kind: 'ready'; dataUrl: string } | { kind: 'failed'; message: string });

interface EsimQrCodeProps {
  /** The eSIM's activation text (LPA string); null when the server has none. */
  text: string | null;
}

/** The activation QR, drawn in the browser; the qrcode library loads only when a code is shown. */
export function EsimQrCode({ text }: EsimQrCodeProps) {
  const [outcome, setOutcome] = useState<QrOutcome | null>(null);

  useEffect(() => {
    if (!text) return;
    let current = true;
    qrImageOf(text).then(
      (dataUrl) => current && setOutcome({ text, kind: 'ready', dataUrl }),
      () => current && setOutcome({ text, kind: 'failed', message: qrMessages.generate }),
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (!text) return <Alert severity="error">{qrMessages.missing}</Alert>;
  const state = outcome?.text === text ? outcome : null;
  if (state?.kind === 'failed') return <Alert severity="error">{state.message}</Alert>;
  return (
    <Box sx={{ width: QR_SIZE_PX, height: QR_SIZE_PX, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {!state ? (
        <CircularProgress aria-label="Drawing the QR code" />
      ) : (
        <img
          src={state.dataUrl}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          alt="eSIM activation QR code"
          onError={() => setOutcome({ text, kind: 'failed', message: qrMessages.load })}
        />
      )}
    </Box>
  );
}
