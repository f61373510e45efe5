/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field with a comma, a quote or a line break is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field, the same in every file the product writes (the SPA's call export, the server's
 * billing history): formula-like text prefixed with ' (read as text), then quoted when needed,
 * quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV file (RFC 4180: CRLF line ends, the last line ended too). */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
