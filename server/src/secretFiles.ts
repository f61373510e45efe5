import fs from 'node:fs';

type Env = Record<string, string | undefined>;

const FILE_SUFFIX = '_FILE';

/** The variables that hold credentials: each may be given as NAME_FILE instead. */
export const SECRET_VARIABLES = ['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'RECAPTCHA_SECRET', 'TELEPHONY_API_KEY', 'TELEPHONY_WEBHOOK_SECRET', 'ESIM_API_KEY', 'DEVICE_COOKIE_SECRET', 'VAPID_PRIVATE_KEY'];

/**
 * The environment with each secret's `NAME_FILE` read into `NAME`, as container platforms mount
 * secrets (Docker and Kubernetes secrets are files): `STRIPE_SECRET_KEY_FILE=/run/secrets/stripe`
 * sets STRIPE_SECRET_KEY to that file's content, a trailing newline dropped. Setting both NAME and
 * NAME_FILE, or naming a file that cannot be read, stops the start.
 */
export function withSecretFiles(env: Env): Env {
  const resolved: Env = { ...env };
  for (const name of SECRET_VARIABLES) {
    const key = `${name}${FILE_SUFFIX}`;
    const file = env[key];
    if (file === undefined || file.trim() === '') continue;
    if ((env[name] ?? '').trim() !== '') throw new Error(`Both ${name} and ${key} are set: give one.`);
    let content: string;
    try {
      content = fs.readFileSync(file.trim(), 'utf8');
    } catch (error) {
      throw new Error(`${key}: cannot read ${file.trim()} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
    }
    resolved[name] = content.replace(/\r?\n$/, '');
    delete resolved[key];
  }
  return resolved;
}
