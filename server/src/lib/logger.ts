/** The part of Fastify's (pino) logger that providers and background work use. */
export interface Logger {
  debug(obj: object, message?: string): void;
  info(obj: object, message?: string): void;
  warn(obj: object, message?: string): void;
  error(obj: object, message?: string): void;
}
