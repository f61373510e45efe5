import { Suspense, useRef, useState } from 'react';
import { failureText, isApiError } from '../../../api/apiError';
import { useDownloadDataExportMutation, useGetDataExportQuery } from '../../../api/dataExportApi';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState, PlainSpinner } from '../../../components/plain/PlainLoadingState';
import type { DataExportStatus } from '../../../contract/api';
import { formatDayAndTime, parseTimestamp } from '../../../contract/dateFormat';
import { saveDownload } from '../../../lib/saveDownload';
import { dataExportMessages as messages } from '../dataExportMessages';
import { DataExportDialog } from '../parts';

/** How often a copy being prepared is asked about: it is usually ready within one poll or two. */
export const EXPORT_POLL_MS = 5_000;
const TITLE_ID = 'data-export-title';

/** '29 Nov 2026, 15:05', or null for a missing or unreadable time. */
function shownTime(iso: string | null): string | null {
  const at = iso === null ? null : parseTimestamp(iso);
  return at ? formatDayAndTime(at) : null;
}

/** When the next request is possible, if that is later than now. */
function nextRequestTime(status: DataExportStatus): string | null {
  const at = status.next_request_at === null ? null : parseTimestamp(status.next_request_at);
  return at && at.getTime() > Date.now() ? formatDayAndTime(at) : null;
}

/**
 * The account page's 'Download your data', last in Edit information: ask (after the owner proof:
 * the current password, or a fresh Google or Apple sign-in), then 'Preparing…' (asked again every
 * few seconds) and 'Ready: download (until …)'. A backend without it (404) shows nothing.
 */
export function DataExportSection({ pollMs = EXPORT_POLL_MS }: { pollMs?: number }) {
  // The popup stays mounted once asked, so it closes with its transition.
  const [asked, setAsked] = useState(false);
  const [asking, setAsking] = useState(false);
  const status = useGetDataExportQuery();
  const preparing = status.data?.state === 'preparing';
  // Polls only while a copy is being prepared.
  useGetDataExportQuery(undefined, { pollingInterval: preparing ? pollMs : 0, skip: !preparing });
  const [downloadExport, download] = useDownloadDataExportMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  /** Set when the request went: the ask button is gone, so the keyboard carries on from the heading. */
  const [focusHeadingOnClose, setFocusHeadingOnClose] = useState(false);

  const saveCopy = async () => {
    try {
      saveDownload(await downloadExport().unwrap());
    } catch {
      // The error middleware has shown the failure (its day is over: the state is read again).
      void status.refetch();
    }
  };

  // A backend of SPEC §7 alone: the section is not there at all.
  if (isApiError(status.error) && status.error.status === 404) return null;

  let content;
  if (status.isLoading) {
    content = <PlainLoadingState label={messages.loading} compact />;
  } else if (!status.data) {
    content = <PlainErrorWithRetry title={messages.loadFailed} message={failureText(status.error)} onRetry={() => void status.refetch()} />;
  } else if (status.data.state === 'preparing') {
    content = (
      <div role="status">
        <p className="pn-body1 export-preparing">
          <PlainSpinner small /> {messages.preparing}
        </p>
        <p className="pn-body2 pn-secondary">{messages.preparingDetails}</p>
      </div>
    );
  } else if (status.data.state === 'ready') {
    content = (
      <p className="pn-body1" role="status">
        {messages.ready}{' '}
        <button type="button" className="pn-link pn-link--button" onClick={() => void saveCopy()} disabled={download.isLoading}>
          {messages.download}
        </button>{' '}
        {messages.until(shownTime(status.data.expires_at) ?? '')}
      </p>
    );
  } else {
    const next = nextRequestTime(status.data);
    content = (
      <>
        {status.data.state === 'failed' && (
          <p className="pn-body1 export-failed" role="status">
            {messages.failed}
          </p>
        )}
        <PlainButton
          variant="outlined"
          onClick={() => {
            setFocusHeadingOnClose(false);
            setAsked(true);
            setAsking(true);
          }}
          disabled={next !== null}
          aria-describedby={next ? 'data-export-next' : undefined}
        >
          {messages.ask}
        </PlainButton>
        {next && (
          <p id="data-export-next" className="pn-body2 pn-secondary export-next">
            {messages.nextRequest(next)}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      {/* The divider above, as between the tab's other sections (a child of the tab's list of sections). */}
      <hr />
      <section aria-labelledby={TITLE_ID}>
        <h2 ref={heading} id={TITLE_ID} className="pn-h3 account-heading" tabIndex={-1}>
          {messages.title}
        </h2>
        <p className="pn-body2 pn-secondary account-intro">{messages.intro}</p>
        {content}
        {asked && (
          <Suspense fallback={null}>
            <DataExportDialog
              open={asking}
              onClose={(requested) => {
                setFocusHeadingOnClose(requested);
                setAsking(false);
              }}
              onExited={() => {
                if (focusHeadingOnClose) heading.current?.focus();
              }}
            />
          </Suspense>
        )}
      </section>
    </>
  );
}
