import { QrWorkerUnavailable, type EncodeReply, type EncodeRequest } from './qrEncodeMessages';

/**
 * One worker for the page's QR codes, started with the first. Only imported where `Worker`
 * exists (webpack bundles the worker from `new URL(…, import.meta.url)`).
 */
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve(modules: { size: number; data: Uint8Array }): void; reject(error: Error): void }>();

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./qrWorker.ts', import.meta.url));
  created.onmessage = (event: MessageEvent<EncodeReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiting) return;
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve({ size: reply.size, data: reply.data });
  };
  // A worker that cannot start (a blocked script): everyone waiting falls back; a later code tries anew.
  created.onerror = () => {
    for (const waiting of pending.values()) waiting.reject(new QrWorkerUnavailable());
    pending.clear();
    worker = null;
    created.terminate();
  };
  worker = created;
  return created;
}

/** The modules of `text`'s QR symbol, encoded in the worker. */
export function encodeInWorker(text: string, errorCorrectionLevel: EncodeRequest['errorCorrectionLevel']): Promise<{ size: number; data: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const id = (nextId += 1);
    pending.set(id, { resolve, reject });
    const request: EncodeRequest = { id, text, errorCorrectionLevel };
    try {
      started().postMessage(request);
    } catch {
      // The constructor itself refused (a policy, no worker support after all).
      pending.delete(id);
      reject(new QrWorkerUnavailable());
    }
  });
}
