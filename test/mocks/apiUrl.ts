/** The API origin the SPA calls in Jest (jsdom page at http://localhost/app/, apiBaseUrl '/api'). */
export const API = 'http://localhost/api';

/** A full API URL for an msw handler. */
export const apiUrl = (path: string): string => `${API}${path}`;
