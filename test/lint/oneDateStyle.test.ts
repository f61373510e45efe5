import fs from 'node:fs';
import path from 'node:path';
import { rootDir, sourceFilesUnder } from './sourceFiles';

/**
 * One date style ('28 Nov 2026', '19:36'), one money style ('$1,234.50') and one CSV cell, each
 * written by one formatter in src/contract/ that the SPA and the server share. This scans the
 * code of both for the other ways dates and money were written, so that none comes back.
 */

interface Rule {
  what: string;
  pattern: RegExp;
  /** The one place allowed to do it. */
  allowedIn?: readonly string[];
}

const RULES: readonly Rule[] = [
  {
    what: "dates formatted for display by dayjs ('DD MMM YYYY', 'HH:mm') or in another style ('MMM D', 'MMMM', 'MM/DD', 'hh:mm A'): use src/contract/dateFormat.ts",
    pattern: /\.format\(\s*['"`][^'"`]*(MMM|HH|hh|mm|\bA\b|Do|ddd)|['"`][^'"`\n]*(MMM D|MMMM|MM\/DD|DD\/MM|hh:mm|\bh:mm|:mm A|:mm a)[^'"`\n]*['"`]/,
  },
  { what: 'locale date and number methods (toLocaleDateString, toLocaleTimeString, toLocaleString, toUTCString, toDateString): use the contract formatters', pattern: /\.(toLocaleDateString|toLocaleTimeString|toLocaleString|toUTCString|toDateString)\(/ },
  { what: 'Intl.DateTimeFormat: days and times are written by src/contract/dateFormat.ts (the server reads its zone with wallClockIn)', pattern: /Intl\.DateTimeFormat/, allowedIn: ['server/src/lib/wallClock.ts', 'server/src/config.ts'] },
  { what: 'Intl.NumberFormat: money is written by src/contract/money.ts', pattern: /Intl\.NumberFormat/, allowedIn: ['src/contract/money.ts'] },
  { what: "month names spelled out ('Jan', 'Feb' … or month: 'long'/'short'): the one table is in src/contract/dateFormat.ts", pattern: /'Jan',\s*'Feb'|'January'|month:\s*'(long|short)'/, allowedIn: ['src/contract/dateFormat.ts'] },
  { what: "dollars written by hand (toFixed(2) beside '$'): use formatMoney / formatCents / formatSignedCents of src/contract/money.ts", pattern: /\$.*toFixed\(2\)|toFixed\(2\).*\$/ },
  { what: 'CSV cells written by hand: use csvCell / csvLines of src/contract/csvCell.ts', pattern: /function csvCell|const csvCell/, allowedIn: ['src/contract/csvCell.ts'] },
];

const files = [...sourceFilesUnder('src'), ...sourceFilesUnder('server/src')];

/** 'file:line: text' for every line of the code that breaks `rule`. */
function offences(rule: Rule, sources: readonly { file: string; text: string }[]): string[] {
  return sources.flatMap(({ file, text }) =>
    rule.allowedIn?.includes(file)
      ? []
      : text.split('\n').flatMap((line, index) => (rule.pattern.test(line) && !/^\s*(\/\*|\*|\/\/)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('one date style, one money style, one CSV cell', () => {
  const sources = files.map((file) => ({ file, text: fs.readFileSync(path.join(rootDir, file), 'utf8') }));

  it('scans the SPA and the server', () => {
    expect(files).toContain('src/features/calls/search/callsCsv.ts');
    expect(files).toContain('server/src/emails/securityEmails.ts');
  });

  it.each(RULES.map((rule) => [rule.what, rule] as const))('no %s', (_what, rule) => {
    expect(offences(rule, sources)).toEqual([]);
  });

  // Each rule catches what it is about: the ways this code once wrote dates, money and CSV.
  it.each([
    ["date.format('MMM D, YYYY')", 0],
    ["moment.format('DD MMM YYYY')", 0],
    ["dayjs().format('hh:mm A')", 0],
    ["callMoment(call).format('HH:mm')", 0],
    ["const style = 'MMMM D, YYYY';", 0],
    ["date.toLocaleDateString('en-GB', { day: 'numeric' })", 1],
    ['`By ${at.toUTCString()}`', 1],
    ["new Intl.DateTimeFormat('en-US', {})", 2],
    ["new Intl.NumberFormat('en-US', { style: 'currency' })", 3],
    ["const MONTHS = ['Jan', 'Feb', 'Mar'];", 4],
    ["{ month: 'long' }", 4],
    ['const price = `$${(cents / 100).toFixed(2)}`;', 5],
    ['export function csvCell(value: string): string {', 6],
  ])('catches %s', (line, ruleIndex) => {
    expect(offences(RULES[ruleIndex], [{ file: 'src/features/probe.ts', text: line }])).toHaveLength(1);
  });

  it('leaves the ISO days of file names and API queries alone', () => {
    const iso = ["dayjs(now).format('YYYY-MM-DD')", "const DATE_FORMAT = 'YYYY-MM-DD';", 'const share = (part / whole).toFixed(2);'];
    for (const rule of RULES) expect(offences(rule, [{ file: 'src/features/probe.ts', text: iso.join('\n') }])).toEqual([]);
  });
});
