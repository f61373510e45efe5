import SearchIcon from '@mui/icons-material/Search';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { OutlinedField } from '../../../components/forms/OutlinedField';
import { callMessages } from '../callMessages';
import { KIND_FILTERS, validDay, type CallFilters, type KindFilter } from './callFilters';

interface CallFiltersBarProps {
  filters: CallFilters;
  onQuery: (q: string) => void;
  onChange: (change: Partial<Omit<CallFilters, 'q'>>) => void;
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

/**
 * The history's filters: the number search, one kind at a time (chips that wrap on a phone) and a
 * date range. Each is an ordinary control, so the bar works from the keyboard alone.
 */
export function CallFiltersBar({ filters, onQuery, onChange }: CallFiltersBarProps) {
  const kindChip = (kind: KindFilter | null, label: string) => {
    const selected = filters.kind === kind;
    return (
      <Chip
        key={kind ?? 'all'}
        label={label}
        clickable
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        aria-pressed={selected}
        onClick={() => onChange({ kind })}
      />
    );
  };
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
      <Stack direction="row" role="group" aria-label={callMessages.kindGroup} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {kindChip(null, callMessages.allKinds)}
        {KIND_FILTERS.map((kind) => kindChip(kind, callMessages.kinds[kind]))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <DayField label={callMessages.from} value={filters.from} max={filters.to} onChange={(from) => onChange({ from })} />
        <DayField label={callMessages.to} value={filters.to} min={filters.from} onChange={(to) => onChange({ to })} />
      </Stack>
    </Stack>
  );
}
