/**
 * Part of the contract between the API server and the SPA. How the server marks the markup it put in #root (index.html's `<div id="root">`): which app
 * path it was rendered for (without /app), and with which configuration (configStamp). A frame
 * (the loading shell of the other addresses) is marked `data-frame` and is never hydrated.
 */
export const prerenderMarker = {
  pathAttribute: 'data-prerendered',
  configAttribute: 'data-config',
  frameAttribute: 'data-frame',
} as const;
