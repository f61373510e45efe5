import { formatCount } from '../../lib/formatCount';

/** Texts of the call history's search, filters and export (not in SPEC). */
export const callMessages = {
  searchLabel: 'Search by number',
  searchPlaceholder: '(617) 555-0101',
  /** Where the server sends caller names, the search finds them too. */
  searchPlaceholderWithNames: 'Number or name',
  kindGroup: 'Show calls',
  allKinds: 'All',
  kinds: { missed: 'Missed', incoming: 'Incoming', outgoing: 'Outgoing', blocked: 'Blocked', spam: 'Spam' },
  /** The mark of a call the carrier rates as likely spam, and the row's one-step block. */
  likelySpam: 'Likely spam',
  block: 'Block',
  blockLabel: (party: string) => `Block ${party}`,
  from: 'From',
  to: 'To',
  /** The date fields read and show the product's one date style. */
  dayPlaceholder: 'DD MMM YYYY',
  unreadableDay: 'Type a day such as 28 Nov 2026.',
  dayAfter: (last: string) => `Choose a day on or before ${last}.`,
  dayBefore: (first: string) => `Choose a day on or after ${first}.`,
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
  filtersRegion: 'Filter calls',
  count: (shown: number, total: number, filtered: boolean) => {
    const calls = (count: number) => `${formatCount(count)} ${count === 1 ? 'call' : 'calls'}`;
    return filtered ? `${calls(shown)} of ${formatCount(total)}` : calls(total);
  },
  noMatchTitle: 'No calls match',
  noMatchText: 'Try another number or fewer filters.',
  csvColumns: ['Date and time (ISO 8601)', 'Local date and time', 'Direction', 'Kind', 'Other party', 'Duration (seconds)', 'Blocked'],
  /** Columns added where the server sends the carrier's caller names and spam ratings. */
  csvCallerNameColumn: 'Caller name',
  csvSpamColumn: 'Likely spam',
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  yes: 'Yes',
  no: 'No',
  deleteTitle: 'Delete this call from your history?',
  deleteText: (party: string, when: string) =>
    `The call with ${party} on ${when} is removed from this list on every device. It cannot be brought back.`,
  deleteConfirm: 'Delete',
} as const;
