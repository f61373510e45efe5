import { escapeHtml } from '../pages/htmlPage';

/** The parts of a JSON schema the reference shows. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
}

/** Nested schemas deeper than this are summed up by their type: the page stays readable. */
const MAX_DEPTH = 4;

function typeText(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').pop() ?? schema.$ref;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.map(typeText).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (schema.type === 'array' && schema.items) return `array of ${typeText(schema.items)}`;
  return types;
}

function constraintsText(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.enum) parts.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  if (schema.format) parts.push(schema.format);
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) parts.push(`length ${schema.minLength ?? 0}–${schema.maxLength ?? '∞'}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) parts.push(`range ${schema.minimum ?? '−∞'}–${schema.maximum ?? '∞'}`);
  return parts.join('; ');
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> | undefined {
  if (schema.properties) return schema.properties;
  if (schema.type === 'array' && schema.items?.properties) return schema.items.properties;
  return undefined;
}

function requiredOf(schema: JsonSchema): string[] {
  return schema.required ?? (schema.type === 'array' ? (schema.items?.required ?? []) : []);
}

function headHtml(schema: JsonSchema): string {
  const constraints = constraintsText(schema);
  return `<span class="ref-schema-type">${escapeHtml(typeText(schema))}</span>${constraints ? ` <span class="ref-constraint">${escapeHtml(constraints)}</span>` : ''}`;
}

/** An object's fields as a nested list, one line each: name, type, required, description. */
function fieldsHtml(schema: JsonSchema, depth: number): string {
  const properties = propertiesOf(schema);
  if (!properties || depth >= MAX_DEPTH) return '';
  const required = new Set(requiredOf(schema));
  const fields = Object.entries(properties)
    .map(
      ([name, property]) =>
        `<li><code>${escapeHtml(name)}</code> ${headHtml(property)}${required.has(name) ? ' <span class="ref-required">required</span>' : ''}${property.description ? ` — ${escapeHtml(property.description)}` : ''}${fieldsHtml(property, depth + 1)}</li>`,
    )
    .join('');
  return `<ul class="ref-fields">${fields}</ul>`;
}

/** A schema as a type line and, for objects (and arrays of them), the list of their fields. */
export function schemaHtml(schema: JsonSchema): string {
  return `<p class="ref-schema">${headHtml(schema)}</p>${fieldsHtml(schema, 0)}`;
}
