import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { QR_SIZE_PX, qrImageOf } from '../../../lib/qrImage';

type QrState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'failed'; message: string };

/** SPEC §8's QR texts. */
const qrMessages = {
  generate: 'Failed to generate QR code',
  load: 'Failed to load QR code image',
} as const;

/** A QR code of `url`, drawn in the browser; qrcode loads only on the page that shows it. */
export function AppDownloadQr({ url }: { url: string }) {
  const [qr, setQr] = useState<QrState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    qrImageOf(url).then(
      (dataUrl) => current && setQr({ status: 'ready', dataUrl }),
      () => current && setQr({ status: 'failed', message: qrMessages.generate }),
    );
    return () => {
      current = false;
    };
  }, [url]);

  if (qr.status === 'failed') return <Alert severity="error">{qr.message}</Alert>;
  return (
    <Box sx={{ width: QR_SIZE_PX, height: QR_SIZE_PX, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {qr.status === 'loading' ? (
        <CircularProgress aria-label="Generating the QR code" />
      ) : (
        <img
          src={qr.dataUrl}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          alt="QR code: scan to download the app"
          onError={() => setQr({ status: 'failed', message: qrMessages.load })}
        />
      )}
    </Box>
  );
}
