/**
 * Tolerant readers of the bodies screens read (SPEC §3 gives few types and leaves most shapes
 * open). Each reader accepts every answer a screen can render, fills what may be missing with a
 * neutral value (an absent description is ''), and turns numbers sent as text into numbers.
 * Only a body a screen cannot render at all fails, as SPEC §8's 'Internal Server Error' with a
 * retry. Identifiers stay opaque (string or number, src/lib/ids.ts). Hand-written rather than
 * yup: the API layer is in the entry bundle, under the login page's budget. Each API module has
 * its readers in a file of its own beside these, so that a page's readers load with its page.
 */

/** The Standard Schema shape RTK Query's rawResponseSchema accepts (structurally StandardSchemaV1). */
export interface ResponseCheck<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { value: Output } | { issues: readonly { message: string }[] };
    readonly types?: { readonly input: unknown; readonly output: Output };
  };
}

/** What a reader returns for a value it cannot accept. */
export const INVALID = Symbol('invalid');
export type Read<T = unknown> = (value: unknown) => T | typeof INVALID;

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const text: Read<string> = (value) => (typeof value === 'string' ? value : INVALID);
export const bool: Read<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);
/** Phone numbers may come as JSON numbers (6175550101): shown and compared as text. */
export const digits: Read<string> = (value) => (typeof value === 'string' ? value : isFiniteNumber(value) ? String(value) : INVALID);
/** Amounts, durations and sizes: a number, or a number written as text ('29.97'). */
export const amount: Read<number> = (value) => {
  if (isFiniteNumber(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return INVALID;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : INVALID;
};
/** A row id our server assigns (a voicemail's): a whole number above 0. */
export const positiveInteger: Read<number> = (value) => (isFiniteNumber(value) && Number.isInteger(value) && value > 0 ? value : INVALID);

/** One of our extras to SPEC §7's items: a value of the wrong type is dropped, as if not sent, and never fails the answer. */
export function extra<T>(read: Read<T>): Read<T | undefined> {
  return (value) => {
    const result = read(value);
    return result === INVALID ? undefined : result;
  };
}

/** An opaque identifier: a number or a non-empty string. */
export const id: Read<string | number> = (value) => (isFiniteNumber(value) || (typeof value === 'string' && value !== '') ? value : INVALID);

/** An opaque identifier the SPA only sends back, as text. */
export const idAsText: Read<string> = (value) => {
  const read = id(value);
  return read === INVALID ? INVALID : String(read);
};

/** Absent or null stays as it is; anything else must pass `read`. */
export function maybe<T>(read: Read<T>): Read<T | null | undefined> {
  return (value) => (value === undefined || value === null ? value : read(value));
}

/** Absent or null reads as `fallback`; anything else must pass `read`. */
export function optional<T, F>(read: Read<T>, fallback: F): Read<T | F> {
  return (value) => (value === undefined || value === null ? fallback : read(value));
}

/**
 * An object whose listed fields pass their readers; other fields pass through untouched. The
 * object is copied only when a reader changed a value, so a well-typed answer of 10,000 items
 * allocates nothing.
 */
export function shape(fields: Record<string, Read>): Read<Record<string, unknown>> {
  const reads = Object.entries(fields);
  return (value) => {
    if (!isObject(value)) return INVALID;
    let result = value;
    for (const [name, read] of reads) {
      const field = read(value[name]);
      if (field === INVALID) return INVALID;
      if (field !== value[name]) {
        if (result === value) result = { ...value };
        result[name] = field;
      }
    }
    return result;
  };
}

/** A list whose every item passes `read`; copied only when an item changed. */
export function listOf(read: Read): Read<unknown[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    let result: unknown[] = value;
    for (let index = 0; index < value.length; index++) {
      const item = read(value[index]);
      if (item === INVALID) return INVALID;
      if (item !== value[index]) {
        if (result === value) result = [...value];
        result[index] = item;
      }
    }
    return result;
  };
}

export function responseCheck<Output>(what: string, read: Read): ResponseCheck<Output> {
  return {
    '~standard': {
      version: 1,
      vendor: 'app',
      validate: (value) => {
        const result = read(value);
        return result === INVALID ? { issues: [{ message: `malformed ${what}` }] } : { value: result as Output };
      },
    },
  };
}
