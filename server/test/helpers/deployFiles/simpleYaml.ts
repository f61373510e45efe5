/**
 * A reader for the plain YAML that server/deploy/compose.yaml is written in (no YAML package is a
 * dependency): block mappings and sequences, comments, plain, single- and double-quoted scalars,
 * and one-line flow sequences. Scalars stay strings (empty values are null). Anything else
 * (anchors, aliases, block scalars, flow mappings, tags, tabs, several documents) is refused with
 * the line number, so that the compose file stays readable by this test and by people.
 */
export type YamlValue = string | null | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  number: number;
  indent: number;
  text: string;
}

const KEY = /^([A-Za-z0-9_][A-Za-z0-9_.\-/]*):(?:\s+(.*))?$/;

function fail(line: Line | undefined, message: string): never {
  throw new Error(`YAML line ${line?.number ?? 'end'}: ${message}`);
}

/** The line without its comment: a # at the start or after a space, outside quotes. */
function withoutComment(text: string): string {
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === '\\' && quote === '"') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (index === 0 || text[index - 1] === ' ')) {
      return text.slice(0, index).trimEnd();
    }
  }
  return text.trimEnd();
}

/** Splits a flow sequence's inside at the commas outside quotes. */
function flowItems(inside: string, line: Line): string[] {
  const items: string[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < inside.length; index += 1) {
    const char = inside[index];
    if (quote) {
      if (char === '\\' && quote === '"') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ',') {
      items.push(inside.slice(start, index).trim());
      start = index + 1;
    } else if (char === '[' || char === '{') {
      fail(line, 'nested flow collections are not supported');
    }
  }
  if (quote) fail(line, 'unterminated quote');
  const last = inside.slice(start).trim();
  if (last !== '') items.push(last);
  return items;
}

function scalar(text: string, line: Line): YamlValue {
  if (text === '' || text === '~' || text === 'null') return null;
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) fail(line, 'unterminated double quote');
    return JSON.parse(text) as string;
  }
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) fail(line, 'unterminated single quote');
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) fail(line, 'a flow sequence must end on its line');
    return flowItems(text.slice(1, -1), line).map((item) => scalar(item, line));
  }
  if (/^[&*!|>{%@`]/.test(text) || text.startsWith('<<')) fail(line, `unsupported YAML: ${text}`);
  return text;
}

const isSequenceItem = (line: Line) => line.text === '-' || line.text.startsWith('- ');

class Reader {
  private position = 0;

  constructor(private readonly lines: Line[]) {}

  document(): YamlValue {
    if (this.lines.length === 0) return null;
    const value = this.node(this.lines[0].indent);
    if (this.position < this.lines.length) fail(this.lines[this.position], 'unexpected indentation');
    return value;
  }

  private get current(): Line | undefined {
    return this.lines[this.position];
  }

  private node(indent: number): YamlValue {
    const line = this.current;
    if (!line) return null;
    return isSequenceItem(line) ? this.sequence(indent) : this.mapping(indent);
  }

  private mapping(indent: number): YamlValue {
    const result: { [key: string]: YamlValue } = {};
    for (let line = this.current; line && line.indent === indent && !isSequenceItem(line); line = this.current) {
      const match = KEY.exec(line.text) ?? fail(line, `expected "key: value", got ${line.text}`);
      const key = match[1];
      if (key in result) fail(line, `duplicate key ${key}`);
      this.position += 1;
      const rest = match[2] ?? '';
      const next = this.current;
      if (rest !== '') result[key] = scalar(rest, line);
      else if (next && (next.indent > indent || (next.indent === indent && isSequenceItem(next)))) result[key] = this.node(next.indent);
      else result[key] = null;
    }
    if (this.current && this.current.indent > indent) fail(this.current, 'unexpected indentation');
    return result;
  }

  private sequence(indent: number): YamlValue {
    const result: YamlValue[] = [];
    for (let line = this.current; line && line.indent === indent && isSequenceItem(line); line = this.current) {
      const content = line.text.slice(1).trimStart();
      const contentIndent = indent + (line.text.length - content.length);
      if (content === '') {
        this.position += 1;
        const next = this.current;
        result.push(next && next.indent > indent ? this.node(next.indent) : null);
      } else if (KEY.test(content)) {
        // "- key: value" opens a mapping whose keys line up with this first one.
        this.lines[this.position] = { number: line.number, indent: contentIndent, text: content };
        result.push(this.mapping(contentIndent));
      } else {
        this.position += 1;
        result.push(scalar(content, line));
      }
    }
    return result;
  }
}

/** Parses `text` (see the file's comment for what is supported). */
export function parseSimpleYaml(text: string): YamlValue {
  const lines: Line[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = { number: index + 1, indent: 0, text: raw };
    if (raw.includes('\t')) fail(line, 'tabs are not allowed');
    const content = withoutComment(raw);
    if (content.trim() === '') return;
    if (content.trim() === '---' || content.trim() === '...') fail(line, 'one document only');
    lines.push({ number: line.number, indent: content.length - content.trimStart().length, text: content.trim() });
  });
  return new Reader(lines).document();
}
