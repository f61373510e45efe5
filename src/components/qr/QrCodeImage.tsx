import { useEffect, useState } from 'react';
import { PlainAlert } from '../plain/PlainAlert';
import { PlainLoadingState } from '../plain/PlainLoadingState';
import { QR_SIZE_PX, qrImageOf } from '../../lib/qrImage';

/** SPEC §8's QR texts. */
export const qrMessages = {
  generate: 'Failed to generate QR code',
  load: 'Failed to load QR code image',
} as const;

/** The outcome of drawing `text`; while none matches the current text, the code is being drawn. */
type QrOutcome = { text: string } & ({ kind: 'ready'; dataUrl: string } | { kind: 'failed'; message: string });

interface QrCodeImageProps {
  /** What the code holds (an LPA string, a store link). */
  text: string;
  /** The image's name for screen readers. */
  alt: string;
}

/**
 * A QR code of `text` at SPEC's 200 px, drawn in the browser (the qrcode library loads only on a
 * page that shows one): a spinner while it is drawn, SPEC §8's message if it cannot be.
 */
export function QrCodeImage({ text, alt }: QrCodeImageProps) {
  const [outcome, setOutcome] = useState<QrOutcome | null>(null);

  useEffect(() => {
    let current = true;
    qrImageOf(text).then(
      (dataUrl) => current && setOutcome({ text, kind: 'ready', dataUrl }),
      () => current && setOutcome({ text, kind: 'failed', message: qrMessages.generate }),
    );
    return () => {
      current = false;
    };
  }, [text]);

  const state = outcome?.text === text ? outcome : null;
  if (state?.kind === 'failed') return <PlainAlert severity="error">{state.message}</PlainAlert>;
  return (
    <div className="pn-qr" style={{ width: QR_SIZE_PX, height: QR_SIZE_PX }}>
      {!state ? (
        <PlainLoadingState label="Drawing the QR code" compact />
      ) : (
        <img src={state.dataUrl} width={QR_SIZE_PX} height={QR_SIZE_PX} alt={alt} onError={() => setOutcome({ text, kind: 'failed', message: qrMessages.load })} />
      )}
    </div>
  );
}
