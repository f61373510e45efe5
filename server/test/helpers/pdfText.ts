import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a pdf-lib document's pages, one string per drawText (pdf-lib writes standard
 * font text as hex strings in Tj operators, in Flate-encoded content streams; WinAnsi is read as
 * Latin-1 except the en dash).
 */
export function pdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      texts.push(Buffer.from(hex, 'hex').toString('latin1').replace(/\x96/g, '–'));
    }
  }
  return texts;
}
