import { useCallback, useMemo, useState } from 'react';
import { fileDownloadPath } from '../../../components/icons/paths/fileDownload';
import { PlainButton } from '../../../components/plain/PlainButton';
import type { CallLogItem } from '../../../contract/api';
import { Staged } from '../../../components/staging/Staged';
import { saveDownload } from '../../../lib/saveDownload';
import { callMessages } from '../callMessages';
import { CallHistoryList } from '../components/CallHistoryList';
import { hasCallerNames, hasFilters, hasSpamRatings, offeredFilters } from './callFilters';
import { filterCalls, indexCalls, rowsOf } from './callIndex';
import { callsCsv, csvFileName } from './callsCsv';
import { CallFiltersBar } from './CallFiltersBar';
import { CallsNoMatch } from './CallsNoMatch';
import { useCallFilters } from './useCallFilters';

interface CallSearchProps {
  calls: readonly CallLogItem[];
  ownNumber: string | null;
}

/** The query parameter that names one call (a notification's click brings it). */
export const CALL_PARAM = 'call';

/**
 * The history with its filters, all in the browser on the loaded list (SPEC §7's
 * GET /api/webcalllog has no filter parameters): the list is indexed once per load, and each
 * change of a filter only scans the index.
 */
export function CallSearch({ calls, ownNumber }: CallSearchProps) {
  const { filters: chosen, applied: chosenApplied, setQuery, setFilters, clear, params } = useCallFilters();
  const linkedCallId = params.get(CALL_PARAM);
  const spamOffered = useMemo(() => hasSpamRatings(calls), [calls]);
  const namesOffered = useMemo(() => hasCallerNames(calls), [calls]);
  const filters = useMemo(() => offeredFilters(chosen, spamOffered), [chosen, spamOffered]);
  const applied = useMemo(() => offeredFilters(chosenApplied, spamOffered), [chosenApplied, spamOffered]);
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
      <CallFiltersBar filters={filters} onQuery={setQuery} onChange={setFilters} onShown={markBarShown} spamOffered={spamOffered} namesOffered={namesOffered} />
      <Staged after={barShown}>
        <div className="calls-summary">
          <p role="status" className="pn-body1 pn-secondary">
            {callMessages.count(matching.length, index.length, filtering)}
          </p>
          <div className="calls-actions">
            {/* Mounted hidden from the start: a key typed only unhides it (its first mount
                made the first key typed one long task on a phone). */}
            <span hidden={!(hasFilters(filters) && matching.length > 0)}>
              <PlainButton onClick={clear}>{callMessages.clearFilters}</PlainButton>
            </span>
            <PlainButton variant="outlined" startIcon={fileDownloadPath} disabled={matching.length === 0} onClick={exportCsv}>
              {callMessages.exportCsv}
            </PlainButton>
          </div>
        </div>
        {/* One paint after the filters and the count (shorter tasks on a phone, not one of ~300 ms); nothing below it moves. */}
        <Staged>{matching.length === 0 ? <CallsNoMatch onClear={clear} /> : <CallHistoryList rows={rows} ownNumber={ownNumber} linkedCallId={linkedCallId} />}</Staged>
      </Staged>
    </>
  );
}
