import { create } from 'qrcode';
import type { EncodeReply, EncodeRequest } from './qrEncodeMessages';

/**
 * Encodes QR symbols off the main thread: choosing the best of the eight masks is the
 * costly part of a code, and the first code on a page ran it cold, a long task on a phone.
 */
// The worker's global scope (TypeScript's DOM types describe a window's).
const scope = self as unknown as { onmessage: ((event: MessageEvent<EncodeRequest>) => void) | null; postMessage(reply: EncodeReply): void };

scope.onmessage = (event) => {
  const { id, text, errorCorrectionLevel } = event.data;
  let reply: EncodeReply;
  try {
    const { modules } = create(text, { errorCorrectionLevel });
    reply = { id, size: modules.size, data: modules.data };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
};
