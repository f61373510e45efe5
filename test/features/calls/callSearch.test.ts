import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { filtersFromQuery, NO_FILTERS, withFilters, type CallFilters } from '../../../src/features/calls/search/callFilters';
import { filterCalls, indexCalls, rowsOf } from '../../../src/features/calls/search/callIndex';
import { callsCsv } from '../../../src/features/calls/search/callsCsv';
import { csvCell } from '../../../src/contract/csvCell';
import { wallClockIn } from '../../../server/src/lib/wallClock';
import { callHistoryRows } from '../../../src/features/calls/callHistory';
import type { CallLogItem } from '../../../src/contract/api';
import { buildCallLogItem } from '../../factories';

dayjs.extend(utc);

const OWN = '8575550100';
const filters = (change: Partial<CallFilters>): CallFilters => ({ ...NO_FILTERS, ...change });
const idsOf = (calls: readonly CallLogItem[], change: Partial<CallFilters>, timeZone?: string) =>
  filterCalls(indexCalls(calls, OWN, timeZone ? wallClockIn(timeZone) : undefined), filters(change)).map((entry) => entry.call.id);

describe('the number search', () => {
  const calls = [
    buildCallLogItem({ id: 1, call_from: '+16175550101', call_to: OWN, call_date: '2024-05-01 10:00:00' }),
    buildCallLogItem({ id: 2, call_from: OWN, call_to: '6175550102', call_date: '2024-05-01 11:00:00' }),
    buildCallLogItem({ id: 3, call_from: '(212) 555-0199', call_to: OWN, call_date: '2024-05-01 12:00:00' }),
    buildCallLogItem({ id: 4, call_from: '+447700900123', call_to: OWN, call_date: '2024-05-01 13:00:00' }),
  ];

  it.each([
    ['617 555', [2, 1]],
    ['(617) 555-0101', [1]],
    ['+16175550101', [1]],
    ['16175550102', [2]],
    ['6175550102', [2]],
    ['617-555-0102', [2]],
    ['0101', [1]],
    ['555-01', [3, 2, 1]],
    ['+44 7700', [4]],
    ['  ', [4, 3, 2, 1]],
  ])('%j finds the calls %j (digits only, country code 1 optional, any part of the number)', (q, expected) => {
    expect(idsOf(calls, { q })).toEqual(expected);
  });

  it('answers the index itself when every call matches, so that the list keeps its rows (first digits typed)', () => {
    const index = indexCalls(calls, OWN);
    expect(filterCalls(index, filters({ q: '0' }))).toBe(index);
    expect(filterCalls(index, filters({ q: '617' }))).not.toBe(index);
  });

  it("matches the other party, not the customer's own number", () => {
    expect(idsOf(calls, { q: OWN })).toEqual([]);
  });

  it("a query with no digits yet (the '(' of '(617)') filters nothing", () => {
    expect(idsOf(calls, { q: '(' })).toEqual([4, 3, 2, 1]);
  });
});

describe('the caller name search', () => {
  const calls = [
    buildCallLogItem({ id: 1, call_from: '6175550111', call_to: OWN, call_date: '2024-05-01 10:00:00', caller_name: 'Acme Dental', spam_likely: false }),
    buildCallLogItem({ id: 2, call_from: OWN, call_to: '6175550111', call_date: '2024-05-01 11:00:00', caller_name: 'Acme Dental', spam_likely: false }),
    buildCallLogItem({ id: 3, call_from: '5085550187', call_to: OWN, call_date: '2024-05-01 12:00:00', caller_name: 'City  Pharmacy', spam_likely: false }),
    buildCallLogItem({ id: 4, call_from: '6175550199', call_to: OWN, call_date: '2024-05-01 13:00:00', caller_name: null, spam_likely: true }),
  ];

  it.each([
    ['acme', [2, 1]],
    ['ACME dental', [2, 1]],
    ['  city   pharmacy ', [3]],
    ['dental', [2, 1]],
    ['zebra', []],
  ])('%j finds the calls %j (any part of the name, case and spaces aside)', (q, expected) => {
    expect(idsOf(calls, { q })).toEqual(expected);
  });

  it('a query without letters still searches the numbers only', () => {
    expect(idsOf(calls, { q: '617 555' })).toEqual([4, 2, 1]);
  });

  it("finds nothing by name on a SPEC-only backend's calls, which carry no names", () => {
    expect(idsOf([buildCallLogItem({ id: 1, call_from: '6175550111', call_to: OWN })], { q: 'acme' })).toEqual([]);
  });
});

describe('the kind filters', () => {
  const calls = [
    buildCallLogItem({ id: 1, call_from: '6175550101', call_to: OWN }),
    buildCallLogItem({ id: 2, call_from: OWN, call_to: '6175550102' }),
    buildCallLogItem({ id: 3, call_from: '6175550103', call_to: OWN, hangup_cause: 'NO_ANSWER', duration: 0 }),
    buildCallLogItem({ id: 4, call_from: OWN, call_to: '6175550104', hangup_cause: 'USER_BUSY', duration: 0 }),
    buildCallLogItem({ id: 5, call_from: '6175550105', call_to: OWN, is_blocked: true }),
  ];
  const ids = (change: Partial<CallFilters>) => idsOf(calls, change).sort();

  it('missed is any call that did not succeed, either way (as the row icon says)', () => expect(ids({ kind: 'missed' })).toEqual([3, 4]));
  it('incoming is an answered call to the customer', () => expect(ids({ kind: 'incoming' })).toEqual([1, 5]));
  it('outgoing is an answered call from the customer', () => expect(ids({ kind: 'outgoing' })).toEqual([2]));
  it('blocked is a call whose party is blocked', () => expect(ids({ kind: 'blocked' })).toEqual([5]));
  it('filters combine: kind AND number', () => {
    expect(ids({ kind: 'incoming', q: '0105' })).toEqual([5]);
    expect(ids({ kind: 'outgoing', q: '0105' })).toEqual([]);
  });
});

describe('the date range', () => {
  // New York is UTC-4 in May: 03:30 UTC on 2 May is 1 May, 23:30 there.
  const calls = [
    buildCallLogItem({ id: 1, call_date: '2024-05-01 04:00:00' }),
    buildCallLogItem({ id: 2, call_date: '2024-05-02 03:30:00' }),
    buildCallLogItem({ id: 3, call_date: '2024-05-02 04:00:00' }),
    buildCallLogItem({ id: 4, call_date: '2024-05-03 03:59:59' }),
    buildCallLogItem({ id: 5, call_date: '2024-05-03 04:00:00' }),
  ];
  const zone = 'America/New_York';

  it("is inclusive at both ends, on the customer's days", () => {
    expect(idsOf(calls, { from: '2024-05-02', to: '2024-05-02' }, zone)).toEqual([4, 3]);
    expect(idsOf(calls, { from: '2024-05-01', to: '2024-05-01' }, zone)).toEqual([2, 1]);
    expect(idsOf(calls, { from: '2024-05-03' }, zone)).toEqual([5]);
    expect(idsOf(calls, { to: '2024-05-01' }, zone)).toEqual([2, 1]);
  });

  it('a range that ends before it starts matches nothing', () => {
    expect(idsOf(calls, { from: '2024-05-03', to: '2024-05-01' }, zone)).toEqual([]);
  });

  it("groups the filtered calls under the same days as the whole history (the browser's own zone)", () => {
    const index = indexCalls(calls, OWN);
    for (const entry of index) expect(entry.dayKey).toBe(dayjs.utc(entry.call.call_date).local().format('YYYY-MM-DD'));
    expect(rowsOf(index)).toEqual(callHistoryRows(calls));
  });
});

describe('filters in the URL', () => {
  it('reads the filters of a query', () => {
    expect(filtersFromQuery(new URLSearchParams('q=617%20555&kind=missed&from=2024-05-01&to=2024-05-31'))).toEqual({ q: '617 555', kind: 'missed', from: '2024-05-01', to: '2024-05-31' });
  });

  it.each([
    ['kind=everything', NO_FILTERS],
    ['kind=MISSED&from=2024-02-30&to=yesterday', NO_FILTERS],
    ['from=2024-5-1&to=%E0%A4%A', NO_FILTERS],
    ['kind=blocked&kind=missed', filters({ kind: 'blocked' })],
  ])('ignores what is not valid in %j', (query, expected) => {
    expect(filtersFromQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it('cuts a query far longer than any number', () => {
    expect(filtersFromQuery(new URLSearchParams(`q=${'9'.repeat(500)}`))).toEqual(filters({ q: '9'.repeat(40) }));
  });

  it('writes the filters back, dropping empty ones and keeping other parameters', () => {
    const written = withFilters(new URLSearchParams('tab=x&q=1&from=2024-01-01'), filters({ q: '(617) 555', kind: 'outgoing' }));
    expect(written.toString()).toBe('tab=x&q=%28617%29+555&kind=outgoing');
    expect(filtersFromQuery(written)).toEqual(filters({ q: '(617) 555', kind: 'outgoing' }));
  });
});

describe('the CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1 617', "'+1 617"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('a cell %j is written %j (RFC 4180 quoting, formula guard)', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('has a header and a row per call in the list order, with CRLF line ends', () => {
    const calls = [
      buildCallLogItem({ id: 1, call_from: '6175550101', call_to: OWN, duration: 45, call_date: '2024-05-01 09:05:00' }),
      buildCallLogItem({ id: 2, call_from: OWN, call_to: '+447700900123', hangup_cause: 'NO_ANSWER', duration: 0, call_date: '2024-05-02 14:30:07', is_blocked: true }),
    ];
    const csv = callsCsv(indexCalls(calls, OWN, wallClockIn('America/New_York')), OWN, wallClockIn('America/New_York'));
    expect(csv.split('\r\n')).toEqual([
      'Date and time (ISO 8601),Local date and time,Direction,Kind,Other party,Duration (seconds),Blocked',
      // The customer's clock in the product's one date style (quoted: it holds a comma).
      `2024-05-02T14:30:07Z,"02 May 2024, 10:30",Outgoing,Missed,'+447700900123,0,Yes`,
      '2024-05-01T09:05:00Z,"01 May 2024, 05:05",Incoming,Incoming,(617) 555-0101,45,No',
      '',
    ]);
  });

  it("adds the caller name and Likely spam columns where the server sends them (Yes, or empty)", () => {
    const calls = [
      buildCallLogItem({ id: 1, call_from: '6175550111', call_to: OWN, duration: 45, call_date: '2024-05-01 09:05:00', caller_name: 'Acme Dental, Inc.', spam_likely: false }),
      buildCallLogItem({ id: 2, call_from: '4155550136', call_to: OWN, duration: 3, call_date: '2024-05-02 14:30:07', caller_name: null, spam_likely: true }),
    ];
    const csv = callsCsv(indexCalls(calls, OWN, wallClockIn('America/New_York')), OWN, wallClockIn('America/New_York'));
    expect(csv.split('\r\n')).toEqual([
      'Date and time (ISO 8601),Local date and time,Direction,Kind,Other party,Duration (seconds),Blocked,Caller name,Likely spam',
      '2024-05-02T14:30:07Z,"02 May 2024, 10:30",Incoming,Incoming,(415) 555-0136,3,No,,Yes',
      '2024-05-01T09:05:00Z,"01 May 2024, 05:05",Incoming,Incoming,(617) 555-0111,45,No,"Acme Dental, Inc.",',
      '',
    ]);
  });

  it('adds each caller-ID column only for a field the server sends', () => {
    const onlyNames = [buildCallLogItem({ id: 1, call_from: '6175550111', call_to: OWN, caller_name: 'Acme Dental' })];
    const onlyRatings = [buildCallLogItem({ id: 1, call_from: '6175550111', call_to: OWN, spam_likely: true })];
    const headerOf = (calls: CallLogItem[]) => callsCsv(indexCalls(calls, OWN), OWN).split('\r\n')[0];

    expect(headerOf(onlyNames)).toMatch(/,Blocked,Caller name$/);
    expect(headerOf(onlyRatings)).toMatch(/,Blocked,Likely spam$/);
  });
});
