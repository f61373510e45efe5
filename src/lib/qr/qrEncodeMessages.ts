import type { QRCodeErrorCorrectionLevel } from 'qrcode';

/** Asks the QR worker to encode `text`. */
export interface EncodeRequest {
  id: number;
  text: string;
  errorCorrectionLevel: QRCodeErrorCorrectionLevel;
}

/** The encoded symbol's modules (1 dark, 0 light, row by row), or why it could not be encoded. */
export type EncodeReply = { id: number; size: number; data: Uint8Array } | { id: number; error: string };

/** The rejection when the worker itself could not run (then the code is made on the main thread). */
export class QrWorkerUnavailable extends Error {
  constructor() {
    super('The QR worker could not run');
    this.name = 'QrWorkerUnavailable';
  }
}
