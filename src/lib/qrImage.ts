import { QrWorkerUnavailable } from './qr/qrEncodeMessages';

/** SPEC §9: a QR image is 200 px with high error correction. */
export const QR_SIZE_PX = 200;

/**
 * The quiet zone, in modules, drawn inside the image (ISO/IEC 18004 asks for 4): scanners need it
 * light, and the page around the image may be dark.
 */
export const QR_QUIET_ZONE_MODULES = 4;

/**
 * How every QR code is drawn: black modules on white, whatever the colour scheme (a scanner reads
 * dark on light; an inverted code fails many), error correction H (SPEC §9).
 */
export const qrImageOptions = {
  width: QR_SIZE_PX,
  margin: QR_QUIET_ZONE_MODULES,
  errorCorrectionLevel: 'H',
  color: { dark: '#000000ff', light: '#ffffffff' },
} as const;

/** `text` as a QR code PNG data URL, encoded and drawn on this thread. */
function drawnHere(text: string): Promise<string> {
  return import('qrcode').then((qrcode) => qrcode.toDataURL(text, qrImageOptions));
}

/**
 * `text` as a QR code PNG data URL; the qrcode library loads only when a code is drawn. Where
 * workers exist the symbol is encoded in one (the first code's mask search ran cold on
 * the main thread, a task of 60-170 ms on a phone) and only drawn here, the same image as
 * qrcode's own `toDataURL`; without a worker, or if it fails to start, all of it runs here.
 */
export function qrImageOf(text: string): Promise<string> {
  if (typeof Worker === 'undefined') return drawnHere(text);
  return Promise.all([
    import('./qr/encodeInWorker'),
    import('qrcode/lib/renderer/canvas'),
  ]).then(
    ([{ encodeInWorker }, renderer]) =>
      encodeInWorker(text, qrImageOptions.errorCorrectionLevel).then(
        (modules) => renderer.renderToDataURL({ modules }, qrImageOptions),
        // Too much text for a QR code fails alike here: only a worker that could not start falls back.
        (error: unknown) => (error instanceof QrWorkerUnavailable ? drawnHere(text) : Promise.reject(error)),
      ),
    () => drawnHere(text),
  );
}
