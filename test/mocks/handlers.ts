import type { RequestHandler } from 'msw';

/**
 * Default handlers: none. An SPA test states the server it talks to through the named
 * scenarios in test/mocks/scenarios/, so that a request nobody expected fails the test.
 */
export const handlers: RequestHandler[] = [];
