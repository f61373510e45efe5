/** One instruction of a Dockerfile, in the stage it belongs to. */
export interface DockerInstruction {
  /** The stage's name (FROM … AS name), or its index when unnamed. */
  stage: string;
  /** Upper case: FROM, RUN, COPY… */
  keyword: string;
  /** Everything after the keyword, continuation lines joined. */
  args: string;
  line: number;
}

/** Reads a Dockerfile's instructions: comments and parser directives dropped, `\` continuations joined. */
export function parseDockerfile(text: string): DockerInstruction[] {
  const instructions: DockerInstruction[] = [];
  let stage = '';
  let stages = 0;
  let pending: { text: string; line: number } | null = null;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (pending === null && (trimmed === '' || trimmed.startsWith('#'))) return;
    if (pending !== null && trimmed.startsWith('#')) return;
    const piece = trimmed.endsWith('\\') ? trimmed.slice(0, -1).trim() : trimmed;
    pending = pending ? { text: `${pending.text} ${piece}`, line: pending.line } : { text: piece, line: index + 1 };
    if (trimmed.endsWith('\\')) return;
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(pending.text) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      stage = /\sAS\s+(\S+)$/i.exec(args)?.[1] ?? String(stages);
      stages += 1;
    }
    instructions.push({ stage, keyword: upper, args, line: pending.line });
    pending = null;
  });
  return instructions;
}

/** The JSON-array (exec) form of CMD, ENTRYPOINT or HEALTHCHECK … CMD, or null for the shell form. */
export function execForm(args: string): string[] | null {
  const start = args.indexOf('[');
  if (start < 0) return null;
  const parsed: unknown = JSON.parse(args.slice(start));
  return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
}
