/** A purchase attempt's key: the server charges once per key, however often the request is sent. */
export interface WithIdempotencyKey {
  /** Sent as the Idempotency-Key header, never in the body. Make one per purchase attempt (crypto.randomUUID()). */
  idempotencyKey?: string;
}

/** Splits the key off a purchase argument: the body, and the headers that carry the key. */
export function purchaseRequest<T extends WithIdempotencyKey>(
  arg: T,
): { body: Omit<T, 'idempotencyKey'>; headers: Record<string, string> } {
  const { idempotencyKey, ...body } = arg;
  return { body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} };
}
