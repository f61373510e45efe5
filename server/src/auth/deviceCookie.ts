import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { loadOrCreateGeneratedSecret } from '../db/queries/generatedSecrets';
import type { Database } from '../db/schema';

export const DEVICE_COOKIE_NAME = 'known_device';
/** A browser may be the known device of a few accounts (a shared family computer); the newest are kept. */
const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** `{user id}.{device id}.{HMAC}`: 16 random bytes and a SHA-256 HMAC, base64url. */
const ENTRY = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
/** Far above five entries: anything longer is not ours and is not parsed. */
const MAX_COOKIE_LENGTH = 1024;

interface KnownDevice {
  userId: number;
  deviceId: string;
}

function macOf(key: string, { userId, deviceId }: KnownDevice): string {
  return createHmac('sha256', key).update(`known-device:${userId}.${deviceId}`).digest('base64url');
}

function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The value of cookie `name` in a Cookie header, if present. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** Whether the browser reached us over https (PUBLIC_URL, TLS, or a trusted proxy's X-Forwarded-Proto). */
function overHttps(config: ServerConfig, request: FastifyRequest): boolean {
  return config.publicUrl.startsWith('https://') || request.protocol === 'https';
}

/**
 * The device cookie's HMAC key: DEVICE_COOKIE_SECRET, or else one generated on first use and kept
 * in the database (generated_secrets), so that every instance on the database shares it.
 */
export function deviceCookieKey(config: ServerConfig, db: Kysely<Database>): () => Promise<string> {
  if (config.deviceCookieSecret) return () => Promise.resolve(config.deviceCookieSecret);
  let key: Promise<string> | null = null;
  return () =>
    (key ??= loadOrCreateGeneratedSecret(db, 'device_cookie').catch((error: unknown) => {
      key = null;
      throw error;
    }));
}

/**
 * The device cookie: after a successful sign-in the browser holds, for that account, a random
 * device id signed with a server key (HttpOnly, SameSite=Strict, Path=/api, Secure over https, a
 * year long). A later attempt carrying a genuine one is a known device of the account, whose
 * wrong passwords are counted apart from everyone else's (auth/passwordAttempts.ts).
 */
export class DeviceCookies {
  constructor(
    private readonly config: ServerConfig,
    private readonly key: () => Promise<string>,
  ) {}

  /** The device id this browser holds for `userId`, if its cookie carries a genuine one. */
  async deviceOf(request: FastifyRequest, userId: number): Promise<string | null> {
    const devices = await this.genuineDevices(request);
    return devices.find((device) => device.userId === userId)?.deviceId ?? null;
  }

  /** Makes this browser a known device of `userId` (keeping its device id if it had one). */
  async remember(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const devices = await this.genuineDevices(request);
    const own = devices.find((device) => device.userId === userId) ?? { userId, deviceId: randomBytes(16).toString('base64url') };
    const kept = [own, ...devices.filter((device) => device.userId !== userId)].slice(0, MAX_ACCOUNTS);
    const key = await this.key();
    const value = kept.map((device) => `${device.userId}.${device.deviceId}.${macOf(key, device)}`).join('~');
    const attributes = [`${DEVICE_COOKIE_NAME}=${value}`, 'Path=/api', `Max-Age=${ONE_YEAR_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
    if (overHttps(this.config, request)) attributes.push('Secure');
    reply.header('set-cookie', attributes.join('; '));
  }

  private async genuineDevices(request: FastifyRequest): Promise<KnownDevice[]> {
    const value = cookieValue(request.headers.cookie, DEVICE_COOKIE_NAME);
    if (!value || value.length > MAX_COOKIE_LENGTH) return [];
    const key = await this.key();
    const devices: KnownDevice[] = [];
    for (const entry of value.split('~').slice(0, MAX_ACCOUNTS)) {
      const match = ENTRY.exec(entry);
      if (!match) continue;
      const device = { userId: Number(match[1]), deviceId: match[2] };
      if (sameMac(match[3], macOf(key, device))) devices.push(device);
    }
    return devices;
  }
}
