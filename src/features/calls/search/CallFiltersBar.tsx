import SearchIcon from '@mui/icons-material/Search';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { memo, useId } from 'react';
import { OutlinedField } from '../../../components/forms/OutlinedField';
import { Staged } from '../../../components/staging/Staged';
import { callMessages } from '../callMessages';
import { KIND_FILTERS, validDay, type CallFilters, type KindFilter } from './callFilters';

interface CallFiltersBarProps {
  filters: CallFilters;
  onQuery: (q: string) => void;
  /** Stable (useCallFilters), so that the memoised chips and dates skip a key typed. */
  onChange: (change: Partial<Omit<CallFilters, 'q'>>) => void;
  /** Called once the whole bar is on screen (what follows it waits, so that nothing moves). Stable. */
  onShown?: () => void;
}

/** A day field: a native date picker, its label always above (the picker shows its own placeholder). */
function DayField({ label, value, min, max, onChange }: { label: string; value: string | null; min?: string | null; max?: string | null; onChange: (day: string | null) => void }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ flex: '1 1 140px', maxWidth: 200 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value ?? ''}
        inputProps={{ min: min ?? undefined, max: max ?? undefined }}
        onChange={(event) => onChange(validDay(event.target.value))}
      />
    </FormControl>
  );
}

type FiltersChange = (change: Partial<Omit<CallFilters, 'q'>>) => void;

/** One kind at a time, as chips that wrap on a phone. Memoised: typing a number leaves it alone. */
const KindChips = memo(function KindChips({ kind, onChange }: { kind: KindFilter | null; onChange: FiltersChange }) {
  const kindChip = (chipKind: KindFilter | null, label: string) => {
    const selected = kind === chipKind;
    return (
      <Chip
        key={chipKind ?? 'all'}
        label={label}
        clickable
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        aria-pressed={selected}
        onClick={() => onChange({ kind: chipKind })}
      />
    );
  };
  return (
    <Stack direction="row" role="group" aria-label={callMessages.kindGroup} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {kindChip(null, callMessages.allKinds)}
      {KIND_FILTERS.map((chipKind) => kindChip(chipKind, callMessages.kinds[chipKind]))}
    </Stack>
  );
});

/** From and To, each bounding the other. Memoised: typing a number leaves it alone. */
const DayRange = memo(function DayRange({ from, to, onChange }: { from: string | null; to: string | null; onChange: FiltersChange }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <DayField label={callMessages.from} value={from} max={to} onChange={(day) => onChange({ from: day })} />
      <DayField label={callMessages.to} value={to} min={from} onChange={(day) => onChange({ to: day })} />
    </Stack>
  );
});

/**
 * The history's filters: the number search, one kind at a time and a date range. Each is an
 * ordinary control, so the bar works from the keyboard alone. A key typed renders the search
 * field only (issue 25 §2's budget: no long task while typing into 10,000 calls at 4× CPU). The
 * chips and dates mount one paint after the search field (issue 26: MUI's first commit of the
 * history was one task of 120–145 ms on a phone, most of it Emotion inserting styles).
 */
export function CallFiltersBar({ filters, onQuery, onChange, onShown }: CallFiltersBarProps) {
  return (
    <Stack component="section" aria-label={callMessages.filtersRegion} spacing={2} sx={{ mb: 2, minWidth: 0 }}>
      <OutlinedField
        label={callMessages.searchLabel}
        type="search"
        size="small"
        value={filters.q}
        placeholder={callMessages.searchPlaceholder}
        autoComplete="off"
        inputMode="tel"
        inputProps={{ maxLength: 40 }}
        onChange={(event) => onQuery(event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
      />
      <Staged onShown={onShown}>
        <KindChips kind={filters.kind} onChange={onChange} />
        <DayRange from={filters.from} to={filters.to} onChange={onChange} />
      </Staged>
    </Stack>
  );
}
