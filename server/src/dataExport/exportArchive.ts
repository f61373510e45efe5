import { strToU8, zipSync, type Zippable } from 'fflate';

/** The files as one ZIP, each JSON file indented for a person to read. */
export function exportArchive(files: Record<string, unknown>, at: Date): Uint8Array {
  const entries: Zippable = {};
  for (const [name, value] of Object.entries(files)) entries[name] = [strToU8(`${JSON.stringify(value, null, 2)}\n`), { mtime: at }];
  return zipSync(entries, { level: 6 });
}
