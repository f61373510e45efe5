import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mocked network of every SPA test; tests add named overrides with server.use(). */
export const server = setupServer(...handlers);
