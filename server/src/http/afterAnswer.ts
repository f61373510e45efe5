import type { FastifyReply } from 'fastify';

/**
 * Resolves once the answer has left (or the connection closed). Work that must not change an
 * answer's timing waits for it: the embedded database works on this thread, so work started
 * earlier would delay the answer by as much as it costs.
 */
export function afterAnswer(reply: FastifyReply): Promise<void> {
  return new Promise<void>((resolve) => {
    const later = () => setImmediate(resolve);
    reply.raw.once('finish', later);
    reply.raw.once('close', later);
  });
}
