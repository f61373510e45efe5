/**
 * The query parameters a prerendered screen reads in its first render, by path: the server renders
 * each screen once, without any query, so with one of these the client's first render differs and
 * it renders afresh. Any other parameter is read later (in an effect: /login's ?verified=1 notice,
 * /register's ?plan=), so the page hydrates and keeps what was typed into it. Keep in step with
 * the screens' first render (useRegisterArrival's ?email= prefill).
 */
const FIRST_RENDER_PARAMS: Record<string, readonly string[]> = {
  '/register': ['email'],
};

/** Whether `search` holds a parameter that changes the first render of the screen at `path`. */
export function queryChangesFirstRender(path: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return (FIRST_RENDER_PARAMS[path] ?? []).some((name) => Boolean(params.get(name)));
}
