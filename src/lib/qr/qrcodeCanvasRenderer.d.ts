// The qrcode package's canvas renderer (the one its browser build's toDataURL uses), not typed by
// @types/qrcode: it draws an already encoded symbol, so the encoding can run elsewhere.
declare module 'qrcode/lib/renderer/canvas' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';

  /** What the renderer reads of an encoded symbol. */
  export type EncodedSymbol = Pick<QRCode, 'modules'> | { modules: { size: number; data: Uint8Array } };
  export function renderToDataURL(qrData: EncodedSymbol, options: QRCodeRenderersOptions): string;
}
