/**
 * Run by callHistory.test.ts in a Node process of its own: inside Jest's sandbox, setting
 * process.env.TZ does not change the zone Date works in, so the zone-dependent fast paths can
 * only be checked out here. Prints, per zone, the offset Date used (proof the zone applied) and
 * the day callDay and callHistoryRows give each call, and the time callTime gives it.
 * Arguments: comma-separated IANA zones, first call (ms since epoch), step (ms), count.
 */
import { callDay, callHistoryRows, callTime } from '../../../../src/features/calls/callHistory';
import type { CallLogItem } from '../../../../src/contract/api';

const [zones, start, step, count] = process.argv.slice(2);
const calls: CallLogItem[] = Array.from({ length: Number(count) }, (_, index) => ({
  id: index + 1,
  call_date: new Date(Number(start) + index * Number(step)).toISOString().slice(0, 19).replace('T', ' '),
  call_from: '+16175550100',
  call_to: '+16175550101',
  hangup_cause: 'SUCCESS',
  duration: 30,
  is_blocked: false,
}));

const result: Record<string, { julyOffset: number; single: Record<string, string>; grouped: Record<string, string>; times: Record<string, string> }> = {};
for (const zone of zones.split(',')) {
  process.env.TZ = zone;
  const single = Object.fromEntries(calls.map((call) => [call.call_date, callDay(call)]));
  const grouped: Record<string, string> = {};
  let day = '';
  for (const row of callHistoryRows(calls)) {
    if (row.kind === 'date') day = row.date;
    else grouped[row.call.call_date] = day;
  }
  const times = Object.fromEntries(calls.map((call) => [call.call_date, callTime(call)]));
  result[zone] = { julyOffset: new Date(Date.UTC(2024, 6, 1)).getTimezoneOffset(), single, grouped, times };
}
process.stdout.write(JSON.stringify(result));
