/**
 * A whole number as en-US writes it: 1234567 → '1,234,567', the same as
 * `count.toLocaleString('en-US')`. Without Intl: a page's first number formatted through Intl
 * loads its locale data, which cost a phone ~30 ms inside the first paint's task. Shared by the SPA
 * and the server.
 */
export function formatCount(count: number): string {
  const digits = String(Math.abs(Math.round(count)));
  return `${count < 0 && digits !== '0' ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
