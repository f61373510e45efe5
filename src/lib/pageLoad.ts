/**
 * Full page loads, leaving the SPA (a migrated account's new site, a server-side redirect).
 * One object so that tests can watch it: jsdom cannot navigate, and its Location cannot be spied on.
 */
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
