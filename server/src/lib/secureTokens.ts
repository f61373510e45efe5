import { createHash, randomBytes } from 'node:crypto';

/** A new bearer or link token: 32 random bytes (256 bits), URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token: a leaked table gives no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
