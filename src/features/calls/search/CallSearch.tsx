import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import type { CallLogItem } from '../../../contract/api';
import { Staged } from '../../../components/staging/Staged';
import { saveDownload } from '../../../lib/saveDownload';
import { callMessages } from '../callMessages';
import { CallHistoryList } from '../components/CallHistoryList';
import { hasFilters } from './callFilters';
import { filterCalls, indexCalls, rowsOf } from './callIndex';
import { callsCsv, csvFileName } from './callsCsv';
import { CallFiltersBar } from './CallFiltersBar';
import { CallsNoMatch } from './CallsNoMatch';
import { useCallFilters } from './useCallFilters';

interface CallSearchProps {
  calls: readonly CallLogItem[];
  ownNumber: string | null;
}

/**
 * The history with its filters (issue 25 §2), all in the browser on the loaded list (SPEC §7's
 * GET /api/webcalllog has no filter parameters): the list is indexed once per load, and each
 * change of a filter only scans the index.
 */
export function CallSearch({ calls, ownNumber }: CallSearchProps) {
  const { filters, applied, setQuery, setFilters, clear } = useCallFilters();
  const index = useMemo(() => indexCalls(calls, ownNumber), [calls, ownNumber]);
  const filtering = hasFilters(applied);
  const matching = useMemo(() => (filtering ? filterCalls(index, applied) : index), [filtering, index, applied]);
  const rows = useMemo(() => rowsOf(matching), [matching]);
  // The count, the export and the list come once the filter bar is whole (it mounts in two paints).
  const [barShown, setBarShown] = useState(false);
  const markBarShown = useCallback(() => setBarShown(true), []);

  const exportCsv = () => {
    const file = new Blob([callsCsv(matching, ownNumber)], { type: 'text/csv;charset=utf-8' });
    saveDownload({ objectUrl: URL.createObjectURL(file), fileName: csvFileName() });
  };

  return (
    <>
      <CallFiltersBar filters={filters} onQuery={setQuery} onChange={setFilters} onShown={markBarShown} />
      <Staged after={barShown}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography role="status" color="text.secondary">
            {callMessages.count(matching.length, index.length, filtering)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {/* Mounted hidden from the start: a key typed only unhides it (issue 26: its first mount,
                styles and all, made the first key typed one long task on a phone). */}
            <span hidden={!(hasFilters(filters) && matching.length > 0)}>
              <Button onClick={clear}>{callMessages.clearFilters}</Button>
            </span>
            <Button variant="outlined" startIcon={<FileDownloadIcon />} disabled={matching.length === 0} onClick={exportCsv}>
              {callMessages.exportCsv}
            </Button>
          </Stack>
        </Stack>
        {/* One paint after the filters and the count (issue 26: shorter tasks on a phone, not one of ~300 ms); nothing below it moves. */}
        <Staged>{matching.length === 0 ? <CallsNoMatch onClear={clear} /> : <CallHistoryList rows={rows} ownNumber={ownNumber} />}</Staged>
      </Staged>
    </>
  );
}
