/**
 * What a Range header asks of a body of `size` bytes (RFC 9110 §14): one range, inclusive `start`
 * and `end`; 'whole' when there is no header, it is not a single bytes range (several ranges, a
 * unit we do not serve, garbage: the whole body is a correct answer to those); 'unsatisfiable'
 * when no byte of the range exists (416).
 */
export type ByteRangeRequest = { start: number; end: number } | 'whole' | 'unsatisfiable';

const SINGLE_RANGE = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i;

export function byteRangeOf(header: string | undefined, size: number): ByteRangeRequest {
  if (header === undefined) return 'whole';
  const match = SINGLE_RANGE.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  if (match[1] === '') {
    // 'bytes=-N': the last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  // An end before the start makes the header invalid, which is ignored.
  if (match[2] !== '' && Number(match[2]) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1) };
}
