import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison is constant-time whatever the lengths (timingSafeEqual needs equal lengths).
 */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  if (token === '') return false;
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  const sent = match ? match[1] : '';
  return timingSafeEqual(digest(sent), digest(token)) && match !== null;
}
