import fc from 'fast-check';
import type { JsonSchema } from './openApi';

/** Strings an attacker tries: injection fragments, markup, control and odd unicode characters. */
export const HOSTILE_STRINGS = [
  "' or 1=1 --",
  "'; drop table users; --",
  '" or ""="',
  '1; select pg_sleep(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '\u202e\u200b\ufeff',
  'ǅ𝔘𝔫𝔦𝔠𝔬𝔡𝔢 💥 🇺🇸 ZA̡͊͠͝LGΌ',
  '\ud800',
  '{"$ne":null}',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'javascript:alert(1)',
  '   ',
  '',
];

/**
 * Characters no text column stores as sent: NUL (PostgreSQL refuses it) and UTF-16 surrogates
 * without their partner (UTF-8 cannot encode them). The server must refuse them with a 400.
 */
export const UNSTORABLE_CHARACTERS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'];

/** Whether some string in `value` (keys included) holds a NUL or an unpaired surrogate. */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0') || Buffer.from(value, 'utf8').toString('utf8') !== value;
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => holdsUnstorableText(key) || holdsUnstorableText(item));
}

/** `text` with one unstorable character put in at some place: mostly valid input, one bad character. */
function withUnstorable(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.nat(), fc.constantFrom(...UNSTORABLE_CHARACTERS)).map(([value, at, bad]) => {
    const cut = at % (value.length + 1);
    return value.slice(0, cut) + bad + value.slice(cut);
  });
}

const hostileString: fc.Arbitrary<string> = fc.oneof(
  withUnstorable(fc.string({ maxLength: 40 })),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(1_000, 10_000, 70_000).map((length) => 'A'.repeat(length)),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, 1e-9),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of the wrong kind: objects, arrays, nulls, booleans, nested structures. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [[[[[[]]]]]], { __proto__: { admin: true } }, { constructor: { prototype: { admin: true } } }),
  fc.jsonValue({ maxDepth: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  return typeof type === 'string' ? [type] : [];
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress().filter((email) => email.length <= ((schema.maxLength as number) ?? 254));
  const minLength = (schema.minLength as number) ?? 0;
  const maxLength = Math.min((schema.maxLength as number) ?? 40, Math.max(minLength, 40));
  if (typeof schema.pattern === 'string') {
    // '^[set]+$' with a minimum length: ask for the length in the pattern, as filtering short
    // strings away would reject nearly every one fast-check makes.
    const source = minLength > 1 ? schema.pattern.replace(/\]\+\$$/, `]{${minLength},${maxLength}}$`) : schema.pattern;
    return fc.stringMatching(new RegExp(source)).map((value) => value.slice(0, (schema.maxLength as number) ?? undefined));
  }
  return fc.string({ minLength, maxLength });
}

/**
 * A value the schema accepts with one unstorable character put into it: what the schema allows
 * of a string, or a string where the schema takes something else.
 */
function validWithUnstorable(schema: JsonSchema): fc.Arbitrary<string> {
  return withUnstorable(typesOf(schema).includes('string') && !Array.isArray(schema.enum) ? stringFor(schema) : fc.string({ maxLength: 10 }));
}

/** Values the schema accepts (as far as it says): the happy path the hostile values are mixed into. */
export function validArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const arbitraries = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return fc.integer({ min: (schema.minimum as number) ?? -1000, max: (schema.maximum as number) ?? 100_000 });
      case 'number':
        return fc.double({ min: (schema.minimum as number) ?? -1000, max: (schema.maximum as number) ?? 100_000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(validArbitrary((schema.items as JsonSchema) ?? {}), { minLength: (schema.minItems as number) ?? 0, maxLength: Math.min((schema.maxItems as number) ?? 5, 5) });
      case 'object':
        return objectArbitrary(schema, validArbitrary);
      default:
        return hostileJson;
    }
  });
  return arbitraries.length === 0 ? hostileJson : fc.oneof(...arbitraries);
}

function objectArbitrary(schema: JsonSchema, valueOf: (schema: JsonSchema) => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties as Record<string, JsonSchema>) ?? {};
  const required = (schema.required as string[]) ?? [];
  return fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOf(property)])), { requiredKeys: required.filter((name) => name in properties) });
}

/**
 * Mostly-valid input with hostile parts: each property valid, hostile, or valid but for one NUL
 * or unpaired surrogate; sometimes an extra property, sometimes a wholly wrong value in place of
 * the object.
 */
export function hostileArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const mixed = (property: JsonSchema) => fc.oneof({ weight: 3, arbitrary: validArbitrary(property) }, { weight: 2, arbitrary: hostileJson }, { weight: 1, arbitrary: validWithUnstorable(property) });
  if (typesOf(schema).includes('object')) {
    return fc.oneof(
      { weight: 4, arbitrary: objectArbitrary(schema, mixed) },
      { weight: 1, arbitrary: fc.tuple(objectArbitrary(schema, mixed), fc.string({ maxLength: 10 }), hostileJson).map(([object, key, value]) => ({ ...object, [key]: value })) },
      { weight: 1, arbitrary: hostileJson },
    );
  }
  return fc.oneof(validArbitrary(schema), hostileJson);
}

/** A path or query parameter: valid by its schema, any hostile text, or valid but for one NUL or unpaired surrogate. */
export function hostileParameter(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(validArbitrary(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')), hostileString, validWithUnstorable(schema));
}
