const pad = (value: number) => String(value).padStart(2, '0');

/** A call's start as the SPA expects it: 'YYYY-MM-DD HH:mm:ss', in UTC. */
export function formatCallDate(value: Date | string): string {
  const date = new Date(value);
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}
