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

/** `text` as a QR code PNG data URL; the qrcode library loads only when a code is drawn. */
export function qrImageOf(text: string): Promise<string> {
  return import(/* webpackChunkName: "qrcode" */ 'qrcode').then((qrcode) => qrcode.toDataURL(text, qrImageOptions));
}
