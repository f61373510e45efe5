/** An answer of one instance: its status and its JSON body (null when it has none). */
export interface InstanceAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A request straight to one instance (its own port, not the balancer), so that a test chooses
 * which instance serves each step. `token` signs it in as the SPA does (Authorization: Token).
 */
export async function requestTo<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<InstanceAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
