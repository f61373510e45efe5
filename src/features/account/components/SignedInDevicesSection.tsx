import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureText, isApiError } from '../../../api/apiError';
import { useGetSessionsQuery, useRevokeOtherSessionsMutation, useRevokeSessionMutation } from '../../../api/sessionsApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { useNotify } from '../../../components/feedback/useNotify';
import { paths } from '../../../config/paths';
import type { ActiveSession } from '../../../contract/api';
import { sessionCleared } from '../../../session/sessionSlice';
import { useAppDispatch } from '../../../state/hooks';
import { deviceName } from '../deviceLabels';
import { devicesMessages } from '../devicesMessages';
import { DeviceItem } from './DeviceItem';
import { SignOutDeviceDialog, type SignOutConfirmation } from './SignOutDeviceDialog';

/** Shown at first; the rest behind 'Show N more' (a session lasts a day idle, so a script could make many). */
const FIRST_SHOWN = 20;

type Pending = { kind: 'one'; session: ActiveSession } | { kind: 'others' };

function confirmationOf(pending: Pending | null): SignOutConfirmation | null {
  if (!pending) return null;
  if (pending.kind === 'others') return { title: devicesMessages.confirmOthersTitle, text: devicesMessages.confirmOthers };
  if (pending.session.current) return { title: devicesMessages.confirmThisTitle, text: devicesMessages.confirmThis };
  return { title: devicesMessages.confirmOneTitle, text: devicesMessages.confirmOne(deviceName(pending.session)) };
}

/**
 * The account page's 'Signed-in devices', last in Edit information and loaded after
 * it: each live session, this one marked; sign one out, or all others, after a confirmation.
 * Signing out this device is signing out. A backend without the sessions API (404) shows nothing.
 */
export function SignedInDevicesSection() {
  const sessions = useGetSessionsQuery();
  const [revokeSession, revokingOne] = useRevokeSessionMutation();
  const [revokeOthers, revokingOthers] = useRevokeOtherSessionsMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [showAll, setShowAll] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Set when the pressed button is gone: the keyboard then carries on from the heading. */
  const focusHeadingOnClose = useRef(false);
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const askToSignOut = useCallback((session: ActiveSession) => setPending({ kind: 'one', session }), []);

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'others') {
        await revokeOthers().unwrap();
        notify.success(devicesMessages.signedOutOthers);
      } else {
        await revokeSession(pending.session.id).unwrap();
        if (pending.session.current) {
          // This token no longer works: the same end as signing out.
          dispatch(sessionCleared());
          navigate(paths.login, { replace: true });
          return;
        }
        notify.success(devicesMessages.signedOutOne);
      }
      focusHeadingOnClose.current = true;
    } catch {
      // The error middleware has shown the failure.
    }
    setPending(null);
  };

  // A backend of SPEC §7 alone: the section is not there at all.
  if (isApiError(sessions.error) && sessions.error.status === 404) return null;

  let content;
  if (sessions.isLoading) {
    content = (
      <Box sx={{ py: 2 }}>
        <CircularProgress size={28} aria-label={devicesMessages.loading} />
      </Box>
    );
  } else if (!sessions.data) {
    content = <ErrorWithRetry title={devicesMessages.loadFailed} message={failureText(sessions.error)} onRetry={() => void sessions.refetch()} />;
  } else if (sessions.data.length === 0) content = <Typography sx={{ py: 2 }}>{devicesMessages.empty}</Typography>;
  else {
    const shown = showAll ? sessions.data : sessions.data.slice(0, FIRST_SHOWN);
    const hasOthers = sessions.data.some((session) => !session.current);
    content = (
      <>
        <Box component="ul" aria-label={devicesMessages.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((session) => (
            <DeviceItem key={session.id} session={session} onSignOut={askToSignOut} />
          ))}
        </Box>
        {shown.length < sessions.data.length && (
          <Button onClick={() => setShowAll(true)} sx={{ mt: 1 }}>
            {devicesMessages.showMore(sessions.data.length - shown.length)}
          </Button>
        )}
        {hasOthers && (
          <Box sx={{ mt: 2 }}>
            <Button variant="outlined" color="error" onClick={() => setPending({ kind: 'others' })}>
              {devicesMessages.signOutOthers}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="signed-in-devices-title">
      <Divider sx={{ my: 3 }} />
      <Typography ref={heading} id="signed-in-devices-title" component="h2" variant="h3" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {devicesMessages.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {devicesMessages.intro}
      </Typography>
      {content}
      <SignOutDeviceDialog confirmation={confirmationOf(pending)} busy={revokingOne.isLoading || revokingOthers.isLoading} onCancel={() => setPending(null)} onConfirm={() => void confirm()}
        onClosed={() => {
          if (focusHeadingOnClose.current) heading.current?.focus();
          focusHeadingOnClose.current = false;
        }}
      />
    </Box>
  );
}
