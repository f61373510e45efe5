import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';

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
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then(({ toDataURL }) => toDataURL(url, { width: 200, margin: 1, errorCorrectionLevel: 'H' }))
      .then(
        (dataUrl) => current && setQr({ status: 'ready', dataUrl }),
        () => current && setQr({ status: 'failed', message: qrMessages.generate }),
      );
    return () => {
      current = false;
    };
  }, [url]);

  if (qr.status === 'failed') return <Alert severity="error">{qr.message}</Alert>;
  return (
    <Box sx={{ width: 200, height: 200, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {qr.status === 'loading' ? (
        <CircularProgress aria-label="Generating the QR code" />
      ) : (
        <img
          src={qr.dataUrl}
          width={200}
          height={200}
          alt="QR code: scan to download the app"
          onError={() => setQr({ status: 'failed', message: qrMessages.load })}
        />
      )}
    </Box>
  );
}
