import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** What Fastify hands a compiler for one part of one route. */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}

/** An Ajv validation function as Fastify uses it: called, then `errors` read; `schemaEnv` marks Ajv's own. */
type Validate = ((this: unknown, ...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };
type Serialize = (data: unknown) => string;
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Fastify's own header validation lower-cases the schema's header names (requests' header names
 * arrive lower-cased), but only for its default compiler. These compilers are its default ones,
 * deferred, so they do the same.
 */
function withLowerCaseHeaderNames(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const { properties, required, ...rest } = schema as { properties?: Record<string, unknown>; required?: unknown };
  const lowered: Record<string, unknown> = { ...rest };
  if (properties && typeof properties === 'object') lowered.properties = Object.fromEntries(Object.entries(properties).map(([name, part]) => [name.toLowerCase(), part]));
  if (Array.isArray(required)) lowered.required = required.map((name) => (typeof name === 'string' ? name.toLowerCase() : name));
  return lowered;
}

/**
 * Instant starts: Fastify's default schema compilers (Ajv for requests, fast-json-stringify
 * for answers), each route's schemas compiled when first needed instead of all before listening
 * (about a third of a second of a cold start on the 2-core hosts). `compileRemaining` compiles the
 * rest once the server listens, one schema per turn of the event loop, so that no later request
 * waits for one and a schema that cannot compile is reported within a second of starting.
 */
export class DeferredSchemaCompilers {
  /** Compilations nobody has needed yet, in the order routes were registered. */
  private readonly pending = new Set<() => unknown>();
  private readonly buildAjvCompiler = AjvCompiler();
  private readonly buildSerializerCompiler = SerializerSelector();

  /** For Fastify's `schemaController.compilersFactory`. */
  readonly compilersFactory: CompilersFactory = {
    buildValidator: ((externalSchemas: unknown, ajvOptions: unknown) => {
      const compile = (this.buildAjvCompiler as (schemas: unknown, options: unknown) => (route: RouteSchema) => Validate)(externalSchemas, ajvOptions);
      return (route: RouteSchema) => this.deferValidator(() => compile(route.httpPart === 'headers' ? { ...route, schema: withLowerCaseHeaderNames(route.schema) } : route));
    }) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: ((externalSchemas: unknown, serializerOptions: unknown) => {
      const compile = (this.buildSerializerCompiler as (schemas: unknown, options: unknown) => (route: RouteSchema) => Serialize)(externalSchemas, serializerOptions);
      return (route: RouteSchema) => this.deferSerializer(() => compile(route));
    }) as unknown as CompilersFactory['buildSerializer'],
  };

  /** How many compilations are still waiting. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Compiles every schema not yet needed, one per turn of the event loop; a failure is reported and the rest go on. */
  async compileRemaining(onFailure: (error: unknown) => void): Promise<void> {
    while (this.pending.size > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      const [next] = this.pending;
      if (!next) return;
      try {
        next();
      } catch (error) {
        onFailure(error);
      }
    }
  }

  /** Compiles once, when first needed; leaves the waiting list before compiling, so a failure is not retried in the background. */
  private once<T>(compile: () => T): () => T {
    let compiled: T | undefined;
    const take = (): T => {
      if (compiled === undefined) {
        this.pending.delete(take);
        compiled = compile();
      }
      return compiled;
    };
    this.pending.add(take);
    return take;
  }

  private deferValidator(compile: () => Validate): Validate {
    const take = this.once(compile);
    const validate = function (this: unknown, ...args: unknown[]) {
      return take().apply(this, args);
    } as Validate;
    // Fastify reads these off the function it was given: forward them to Ajv's.
    Object.defineProperties(validate, {
      errors: { get: () => take().errors },
      schemaEnv: { get: () => take().schemaEnv },
    });
    return validate;
  }

  private deferSerializer(compile: () => Serialize): Serialize {
    const take = this.once(compile);
    return (data: unknown) => take()(data);
  }
}
