import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useGetProfileQuery } from '../../../api/accountApi';
import { failureText, isApiError } from '../../../api/apiError';
import { useDownloadDataExportMutation, useGetDataExportQuery, useRequestDataExportMutation } from '../../../api/dataExportApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import type { DataExportStatus } from '../../../contract/api';
import { formatDayAndTime, parseTimestamp } from '../../../contract/dateFormat';
import { saveDownload } from '../../../lib/saveDownload';
import { dataExportMessages as messages } from '../dataExportMessages';
import { emptyOwnerValues, ownerProofOf } from '../ownerProof';
import { useIdentityProofForm } from '../useIdentityProofForm';
import { OwnerProofDialogFields } from './OwnerProofDialogFields';

/** How often a copy being prepared is asked about: it is usually ready within one poll or two. */
export const EXPORT_POLL_MS = 5_000;
const TITLE_ID = 'data-export-title';
const DIALOG_TITLE_ID = 'data-export-dialog-title';
const ERROR_ID = 'data-export-error';

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
  const [asking, setAsking] = useState(false);
  const status = useGetDataExportQuery();
  const preparing = status.data?.state === 'preparing';
  // Polls only while a copy is being prepared.
  useGetDataExportQuery(undefined, { pollingInterval: preparing ? pollMs : 0, skip: !preparing });
  const [requestExport] = useRequestDataExportMutation();
  const [downloadExport, download] = useDownloadDataExportMutation();
  const { data: profile } = useGetProfileQuery();
  const { form, confirmBy, message, providerSignIn } = useIdentityProofForm(profile);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Set when the request went: the ask button is gone, so the keyboard carries on from the heading. */
  const [focusHeadingOnClose, setFocusHeadingOnClose] = useState(false);

  const close = () => {
    setAsking(false);
    // Nothing typed outlives the popup.
    form.reset(emptyOwnerValues);
    providerSignIn.forget();
  };

  const ask = form.handleSubmit(async (values) => {
    const result = await requestExport(ownerProofOf(values, confirmBy));
    if (!result.error) {
      setFocusHeadingOnClose(true);
      close();
      return;
    }
    // An ID token is good for one try.
    providerSignIn.forget();
    const status = isApiError(result.error) ? result.error.status : undefined;
    const onTheField = confirmBy === 'password' && status === 403;
    form.setError(onTheField ? 'currentPassword' : 'root', { type: 'server', message: failureText(result.error) }, { shouldFocus: onTheField });
  });
  // A provider sign-in is the proof itself: it goes as soon as it is there.
  const signInConfirmed = {
    ...providerSignIn,
    onConfirmed(...args: Parameters<typeof providerSignIn.onConfirmed>) {
      providerSignIn.onConfirmed(...args);
      void ask();
    },
  };

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
    content = <CircularProgress size={28} aria-label={messages.loading} />;
  } else if (!status.data) {
    content = <ErrorWithRetry title={messages.loadFailed} message={failureText(status.error)} onRetry={() => void status.refetch()} />;
  } else if (status.data.state === 'preparing') {
    content = (
      <Box role="status">
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={16} aria-hidden /> {messages.preparing}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {messages.preparingDetails}
        </Typography>
      </Box>
    );
  } else if (status.data.state === 'ready') {
    content = (
      <Typography role="status">
        {messages.ready}{' '}
        <Link component="button" type="button" onClick={() => void saveCopy()} disabled={download.isLoading} sx={{ verticalAlign: 'baseline', fontSize: 'inherit' }}>
          {messages.download}
        </Link>{' '}
        {messages.until(shownTime(status.data.expires_at) ?? '')}
      </Typography>
    );
  } else {
    const next = nextRequestTime(status.data);
    content = (
      <>
        {status.data.state === 'failed' && (
          <Typography role="status" sx={{ mb: 1 }}>
            {messages.failed}
          </Typography>
        )}
        <Button
          variant="outlined"
          onClick={() => {
            setFocusHeadingOnClose(false);
            setAsking(true);
          }} disabled={next !== null} aria-describedby={next ? 'data-export-next' : undefined}>
          {messages.ask}
        </Button>
        {next && (
          <Typography id="data-export-next" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {messages.nextRequest(next)}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={TITLE_ID}>
      <Divider sx={{ my: 3 }} />
      <Typography ref={heading} id={TITLE_ID} component="h2" variant="h3" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {messages.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {messages.intro}
      </Typography>
      {content}
      <Dialog
        open={asking}
        onClose={close}
        fullWidth
        maxWidth="xs"
        aria-labelledby={DIALOG_TITLE_ID}
        slotProps={{
          transition: {
            onExited: () => {
              if (focusHeadingOnClose) heading.current?.focus();
            },
          },
        }}
      >
        <Box component="form" noValidate aria-labelledby={DIALOG_TITLE_ID} onSubmit={(event) => void ask(event)}>
          <DialogTitle id={DIALOG_TITLE_ID}>{messages.dialogTitle}</DialogTitle>
          <DialogContent>
            <OwnerProofDialogFields
              intro={{ byPassword: messages.proofByPassword, byProvider: messages.proofByProvider }}
              confirmBy={confirmBy}
              profile={profile}
              control={form.control}
              message={message}
              messageId={ERROR_ID}
              providerSignIn={signInConfirmed}
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{messages.cancel}</Button>
            {confirmBy === 'password' && (
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                {messages.confirm}
              </Button>
            )}
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
