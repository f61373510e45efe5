import { PlainAlert } from '../../../components/plain/PlainAlert';
import { QrCodeImage } from '../../../components/qr/QrCodeImage';

const missingQrText = 'QR code data is not available. Please contact support.';

/** The activation QR (SPEC §5: 200 px, high error correction); SPEC §8's message when the server has no QR text. */
export function EsimQrCode({ text }: { text: string | null }) {
  if (!text) return <PlainAlert severity="error">{missingQrText}</PlainAlert>;
  return <QrCodeImage text={text} alt="eSIM activation QR code" />;
}
