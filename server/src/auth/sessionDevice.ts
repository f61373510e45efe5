import type { FastifyRequest } from 'fastify';
import type { SessionDevice } from '../db/queries/sessions';

/** As migration 0800 allows: enough for any real browser's User-Agent. */
export const USER_AGENT_MAX_CHARS = 300;
const IP_MAX_CHARS = 64;

/**
 * What a new session records of the browser that started it: its User-Agent, cut short and rid
 * of control characters (it is shown back to the customer), and its address as the server sees
 * it, behind the proxies TRUST_PROXY believes.
 */
export function sessionDeviceOf(request: FastifyRequest): SessionDevice {
  const header = request.headers['user-agent'];
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const userAgent = typeof header === 'string' ? header.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, USER_AGENT_MAX_CHARS) : '';
  const ip = request.ip ? request.ip.slice(0, IP_MAX_CHARS) : '';
  return { userAgent: userAgent || null, ip: ip || null };
}
