import { spawnSync } from 'node:child_process';
import path from 'node:path';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { callDay, callHistoryRows, callInstant, callKind, callOutcome, callTime, otherParty } from '../../../src/features/calls/callHistory';
import { buildCallLogItem } from '../../factories';
import { wallClockIn } from '../../../server/src/lib/wallClock';

dayjs.extend(utc);
dayjs.extend(timezone);

const OWN = '8575550100';
const OTHER = '6175550199';

describe('when a call happened (callInstant)', () => {
  it.each([
    ['the server\'s UTC date', '2024-05-03 01:30:07', '2024-05-03T01:30:07.000Z'],
    ['the same with a T', '2024-05-03T01:30:07', '2024-05-03T01:30:07.000Z'],
    ['a timestamp with its zone', '2024-05-03T03:30:07+02:00', '2024-05-03T01:30:07.000Z'],
    ['a timestamp in milliseconds', '2024-05-03T01:30:07.250Z', '2024-05-03T01:30:07.250Z'],
  ])('reads %s', (_case, callDate, instant) => {
    expect(callInstant({ call_date: callDate })?.toISOString()).toBe(instant);
  });

  it.each(['', 'yesterday', '2024-05-0x 01:30:07', '2024-05-03 01:3O:07'])('has no instant for %j', (callDate) => {
    expect(callInstant({ call_date: callDate })).toBeNull();
  });
});

describe('call direction, other party and icon (SPEC §2, §3)', () => {
  it.each([
    { case: 'answered, from someone else', from: OTHER, to: OWN, cause: 'SUCCESS', kind: 'incoming', party: OTHER },
    { case: 'answered, from the user', from: OWN, to: OTHER, cause: 'SUCCESS', kind: 'outgoing', party: OTHER },
    { case: 'not answered, from someone else', from: OTHER, to: OWN, cause: 'NO_ANSWER', kind: 'missed', party: OTHER },
    { case: 'not answered, from the user', from: OWN, to: OTHER, cause: 'USER_BUSY', kind: 'missed', party: OTHER },
    { case: 'from the user spelt +1…', from: `+1${OWN}`, to: OTHER, cause: 'SUCCESS', kind: 'outgoing', party: OTHER },
    { case: 'from the user spelt 1…', from: `1${OWN}`, to: OTHER, cause: 'SUCCESS', kind: 'outgoing', party: OTHER },
  ])('$case: $kind, with $party', ({ from, to, cause, kind, party }) => {
    const call = buildCallLogItem({ call_from: from, call_to: to, hangup_cause: cause });
    expect(callKind(call, OWN)).toBe(kind);
    expect(otherParty(call, OWN)).toBe(party);
  });

  it('without a number of the user\'s own, every call is incoming and the caller is the other party', () => {
    const call = buildCallLogItem({ call_from: OTHER, call_to: OWN });
    expect(callKind(call, null)).toBe('incoming');
    expect(otherParty(call, null)).toBe(OTHER);
  });
});

describe('duration or cause', () => {
  it.each([
    { cause: 'SUCCESS', duration: 0, shown: '0 s' },
    { cause: 'SUCCESS', duration: 45, shown: '45 s' },
    { cause: 'SUCCESS', duration: 60, shown: '60 s' },
    { cause: 'SUCCESS', duration: 61, shown: '1 min' },
    { cause: 'SUCCESS', duration: 125, shown: '2 min' },
    { cause: 'SUCCESS', duration: 3599, shown: '59 min' },
    { cause: 'NO_ANSWER', duration: 0, shown: 'No answer' },
    { cause: 'USER_BUSY', duration: 12, shown: 'User busy' },
    { cause: 'CALL_REJECTED', duration: 0, shown: 'Call rejected' },
    { cause: 'ORIGINATOR_CANCEL', duration: 3, shown: 'Originator cancel' },
  ])('$cause after $duration s shows "$shown"', ({ cause, duration, shown }) => {
    expect(callOutcome(buildCallLogItem({ hangup_cause: cause, duration }))).toBe(shown);
  });
});

describe('dates and times: call_date is UTC, shown in the customer\'s time zone', () => {
  it.each([
    { utc: '2024-05-02 14:30:00', zone: 'UTC', time: '14:30' },
    { utc: '2024-05-02 14:30:00', zone: 'America/New_York', time: '10:30' },
    { utc: '2024-01-15 03:05:00', zone: 'America/Los_Angeles', time: '19:05' },
    { utc: '2024-05-02 23:50:00', zone: 'Europe/Berlin', time: '01:50' },
  ])('$utc UTC is $time in $zone', ({ utc, zone, time }) => {
    expect(callTime(buildCallLogItem({ call_date: utc }), wallClockIn(zone))).toBe(time);
  });

  it('without a zone, the browser\'s own clock is used', () => {
    const call = buildCallLogItem({ call_date: '2024-05-02 14:30:00' });
    const local = new Date(Date.UTC(2024, 4, 2, 14, 30));
    const expected = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(callTime(call)).toBe(expected);
  });
});

describe('grouping by day, newest first', () => {
  const rowsAsText = (rows: ReturnType<typeof callHistoryRows>) =>
    rows.map((row) => (row.kind === 'date' ? `# ${row.date}` : `call ${row.call.id}`));

  it('puts the newest call first, under a DD MMM YYYY heading per day', () => {
    const calls = [
      buildCallLogItem({ id: 1, call_date: '2024-04-30 18:12:00' }),
      buildCallLogItem({ id: 2, call_date: '2024-05-02 09:00:00' }),
      buildCallLogItem({ id: 3, call_date: '2024-05-02 14:30:00' }),
      buildCallLogItem({ id: 4, call_date: '2023-12-31 10:00:00' }),
    ];
    expect(rowsAsText(callHistoryRows(calls, wallClockIn('UTC')))).toEqual([
      '# 02 May 2024',
      'call 3',
      'call 2',
      '# 30 Apr 2024',
      'call 1',
      '# 31 Dec 2023',
      'call 4',
    ]);
  });

  it('groups by the customer\'s day, not the UTC day', () => {
    const calls = [
      buildCallLogItem({ id: 1, call_date: '2024-05-03 02:00:00' }),
      buildCallLogItem({ id: 2, call_date: '2024-05-02 20:00:00' }),
    ];
    // 22:00 and 16:00 on 2 May in New York.
    expect(rowsAsText(callHistoryRows(calls, wallClockIn('America/New_York')))).toEqual(['# 02 May 2024', 'call 1', 'call 2']);
    expect(rowsAsText(callHistoryRows(calls, wallClockIn('UTC')))).toEqual(['# 03 May 2024', 'call 1', '# 02 May 2024', 'call 2']);
  });

  it('orders calls of the same second by id, newest id first', () => {
    const calls = [
      buildCallLogItem({ id: 7, call_date: '2024-05-02 14:30:00' }),
      buildCallLogItem({ id: 9, call_date: '2024-05-02 14:30:00' }),
    ];
    expect(rowsAsText(callHistoryRows(calls, wallClockIn('UTC')))).toEqual(['# 02 May 2024', 'call 9', 'call 7']);
  });

  it('has no rows for no calls, and does not reorder the list it is given', () => {
    expect(callHistoryRows([])).toEqual([]);
    const calls = [buildCallLogItem({ id: 1, call_date: '2024-01-01 00:00:00' }), buildCallLogItem({ id: 2, call_date: '2024-02-01 00:00:00' })];
    callHistoryRows(calls);
    expect(calls.map((call) => call.id)).toEqual([1, 2]);
  });
});

describe('callDay in the browser’s own zone', () => {
  // Each zone's expected July offset (minutes, Date's sign): proof the child really worked in it.
  const zones: Record<string, number> = {
    UTC: 0,
    'America/New_York': 240,
    'America/St_Johns': 150,
    'Asia/Kolkata': -330,
    'Asia/Kathmandu': -345,
    'Australia/Lord_Howe': -630,
    'Pacific/Chatham': -765,
  };
  const script = path.join(__dirname, 'support/localDaysInZones.ts');
  /** Days computed in a Node process per zone (see the script: Jest's sandbox cannot switch zones). */
  const localDays = (start: number, step: number, count: number) => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', script, Object.keys(zones).join(','), String(start), String(step), String(count)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (child.status !== 0) throw new Error(child.stderr);
    return JSON.parse(child.stdout) as Record<string, { julyOffset: number; single: Record<string, string>; grouped: Record<string, string>; times: Record<string, string> }>;
  };
  /** Calls spread over two years, every hour and both sides of midnight: computed once for the tests below. */
  let spread: ReturnType<typeof localDays> | undefined;
  const spreadDays = () => (spread ??= localDays(Date.UTC(2023, 0, 1), 7_919_000, 8000));

  /**
   * The day ('DD MMM YYYY') and time ('HH:mm') dayjs gives a UTC 'YYYY-MM-DD HH:mm:ss' in `zone`,
   * read from one Intl formatter per zone: dayjs's timezone plugin takes a quarter of a
   * millisecond a call, too slow for the 150,000 checks below. That it agrees with dayjs is
   * checked first.
   */
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const expectedIn = (zone: string, date: string) => {
    let format = formatters.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      formatters.set(zone, format);
    }
    const part = Object.fromEntries(format.formatToParts(Date.parse(`${date.replace(' ', 'T')}Z`)).map(({ type, value }) => [type, value]));
    return { day: `${part.day} ${MONTHS[Number(part.month) - 1]} ${part.year}`, time: `${part.hour}:${part.minute}` };
  };

  it('checks against what dayjs gives in each zone', () => {
    for (const zone of Object.keys(zones)) {
      const dates = Object.keys(spreadDays()[zone].single).filter((_, index) => index % 20 === 0);
      const differing = dates.filter((date) => {
        const expected = expectedIn(zone, date);
        const zoned = dayjs.utc(date).tz(zone);
        return expected.day !== zoned.format('DD MMM YYYY') || expected.time !== zoned.format('HH:mm');
      });
      expect([zone, dates.length, differing.slice(0, 3)]).toEqual([zone, 400, []]);
    }
  }, 60_000);

  it('gives the day dayjs gives in each zone, for calls spread over two years, every hour and both sides of midnight', () => {
    const days = spreadDays();
    for (const [zone, offset] of Object.entries(zones)) {
      expect([zone, days[zone].julyOffset]).toEqual([zone, offset]);
      const wrong = Object.entries(days[zone].single).filter(([date, day]) => day !== expectedIn(zone, date).day);
      expect([zone, wrong]).toEqual([zone, []]);
    }
  }, 60_000);

  it('gives the time (HH:mm) dayjs gives in each zone, for the same calls (callTime\'s native path)', () => {
    const days = spreadDays();
    for (const zone of Object.keys(zones)) {
      const wrong = Object.entries(days[zone].times).filter(([date, time]) => time !== expectedIn(zone, date).time);
      expect([zone, wrong.slice(0, 3)]).toEqual([zone, []]);
      expect(Object.keys(days[zone].times)).toHaveLength(8000);
    }
  }, 60_000);

  it('groups a busy history under the same days (the day is remembered per quarter hour)', () => {
    // A call every 4 min 7 s for 40 days: many calls per quarter hour, across DST changes.
    const days = localDays(Date.UTC(2024, 2, 1), 247_000, 14_000);
    for (const zone of Object.keys(zones)) {
      const wrong = Object.entries(days[zone].grouped).filter(([date, day]) => day !== expectedIn(zone, date).day);
      expect([zone, wrong.slice(0, 3)]).toEqual([zone, []]);
      expect(Object.keys(days[zone].grouped)).toHaveLength(14_000);
    }
  }, 60_000);

  it('uses the zone it is given, the same as without the fast path', () => {
    const call = buildCallLogItem({ call_date: '2024-05-03 01:30:00' });
    expect(callDay(call, wallClockIn('UTC'))).toBe('03 May 2024');
    expect(callDay(call, wallClockIn('America/New_York'))).toBe('02 May 2024');
  });
});
