import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';

/**
 * A file of routes for one resource. It receives a Fastify scope already mounted under /api and
 * the app context; it declares a JSON schema for each route's input and responses.
 */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;
