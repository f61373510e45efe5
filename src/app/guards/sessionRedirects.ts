import { paths, signedInHome, type AppPath } from '../../config/paths';

/** SPEC §6: signed in means a token is present. */
interface SessionInput {
  token: string | null;
}

/** /register and /forgot-password: a signed-in user goes to the dashboard (SPEC §2). */
export function guestRouteRedirect({ token }: SessionInput): AppPath | null {
  return token ? signedInHome : null;
}

/** An unknown path: the dashboard when signed in (the guard takes it from there), else login. */
export function unknownPathRedirect({ token }: SessionInput): AppPath {
  return token ? signedInHome : paths.login;
}
