import { memo } from 'react';
import { searchPath } from '../../../components/icons/paths/search';
import { PlainChoiceChip } from '../../../components/plain/PlainChoiceChip';
import { PlainField } from '../../../components/plain/PlainField';
import { Staged } from '../../../components/staging/Staged';
import { callMessages } from '../callMessages';
import { KIND_FILTERS, type CallFilters, type KindFilter } from './callFilters';
import { DayField } from './DayField';

interface CallFiltersBarProps {
  filters: CallFilters;
  onQuery: (q: string) => void;
  /** Stable (useCallFilters), so that the memoised chips and dates skip a key typed. */
  onChange: (change: Partial<Omit<CallFilters, 'q'>>) => void;
  /** Called once the whole bar is on screen (what follows it waits, so that nothing moves). Stable. */
  onShown?: () => void;
  /** The 'Spam' chip: only where the server rates callers (hasSpamRatings). */
  spamOffered?: boolean;
  /** The search finds caller names too (hasCallerNames): a keyboard with letters, a hint saying so. */
  namesOffered?: boolean;
}

type FiltersChange = (change: Partial<Omit<CallFilters, 'q'>>) => void;

/** One kind at a time, as chips that wrap on a phone. Memoised: typing a number leaves it alone. */
const KindChips = memo(function KindChips({ kind, onChange, spamOffered }: { kind: KindFilter | null; onChange: FiltersChange; spamOffered: boolean }) {
  const kindChip = (chipKind: KindFilter | null, label: string) => (
    <PlainChoiceChip key={chipKind ?? 'all'} label={label} chosen={kind === chipKind} onClick={() => onChange({ kind: chipKind })} />
  );
  return (
    <div role="group" aria-label={callMessages.kindGroup} className="calls-kinds">
      {kindChip(null, callMessages.allKinds)}
      {KIND_FILTERS.filter((chipKind) => spamOffered || chipKind !== 'spam').map((chipKind) => kindChip(chipKind, callMessages.kinds[chipKind]))}
    </div>
  );
});

/** From and To, each bounding the other. Memoised: typing a number leaves them alone. */
const DayRange = memo(function DayRange({ from, to, onChange }: { from: string | null; to: string | null; onChange: FiltersChange }) {
  return (
    <div className="calls-days">
      <DayField label={callMessages.from} value={from} max={to} onChange={(day) => onChange({ from: day })} />
      <DayField label={callMessages.to} value={to} min={from} onChange={(day) => onChange({ to: day })} />
    </div>
  );
});

/**
 * The history's filters: the number search, one kind at a time and a date range. Each is an
 * ordinary control, so the bar works from the keyboard alone. A key typed renders the search
 * field only (the bench's budget: no long task while typing into 10,000 calls at 4× CPU). Plain
 * elements drawn by the prebuilt stylesheet (callsCss, the plain kit): MUI's first commit of the
 * history, most of it emotion inserting styles, was the page's longest task on a phone.
 * The chips and dates still mount one paint after the search field.
 */
export function CallFiltersBar({ filters, onQuery, onChange, onShown, spamOffered = false, namesOffered = false }: CallFiltersBarProps) {
  return (
    <section aria-label={callMessages.filtersRegion} className="calls-filters">
      <PlainField
        label={callMessages.searchLabel}
        type="search"
        size="small"
        startIcon={searchPath}
        value={filters.q}
        placeholder={namesOffered ? callMessages.searchPlaceholderWithNames : callMessages.searchPlaceholder}
        autoComplete="off"
        inputMode={namesOffered ? 'text' : 'tel'}
        maxLength={40}
        onChange={(event) => onQuery(event.target.value)}
      />
      <Staged onShown={onShown}>
        <KindChips kind={filters.kind} onChange={onChange} spamOffered={spamOffered} />
        <DayRange from={filters.from} to={filters.to} onChange={onChange} />
      </Staged>
    </section>
  );
}
