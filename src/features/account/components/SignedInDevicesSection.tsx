import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureText, isApiError } from '../../../api/apiError';
import { useGetSessionsQuery, useRevokeOtherSessionsMutation, useRevokeSessionMutation } from '../../../api/sessionsApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { paths } from '../../../config/paths';
import type { ActiveSession } from '../../../contract/api';
import { sessionCleared } from '../../../session/sessionSlice';
import { useAppDispatch } from '../../../state/hooks';
import { deviceName } from '../deviceLabels';
import { devicesMessages } from '../devicesMessages';
import { DeviceItem } from './DeviceItem';
import { PasskeysList } from './PasskeysList';
import { SignOutDeviceDialog } from '../parts';
import type { SignOutConfirmation } from './SignOutDeviceDialog';

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
 * Signing out this device is signing out. Below them, the account's passkeys. A backend without the
 * sessions API (404) shows nothing.
 */
export function SignedInDevicesSection() {
  const sessions = useGetSessionsQuery();
  const [revokeSession, revokingOne] = useRevokeSessionMutation();
  const [revokeOthers, revokingOthers] = useRevokeOtherSessionsMutation();
  const [pending, setPendingNow] = useState<Pending | null>(null);
  // The dialog (MUI, a part) is mounted from the first question on, so that closing animates.
  const [asked, setAsked] = useState(false);
  const setPending = useCallback((next: Pending | null) => {
    if (next) setAsked(true);
    setPendingNow(next);
  }, []);
  const [showAll, setShowAll] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Set when the pressed button is gone: the keyboard then carries on from the heading. */
  const focusHeadingOnClose = useRef(false);
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const askToSignOut = useCallback((session: ActiveSession) => setPending({ kind: 'one', session }), [setPending]);

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
  if (sessions.isLoading) content = <PlainLoadingState label={devicesMessages.loading} />;
  else if (!sessions.data) {
    content = <PlainErrorWithRetry title={devicesMessages.loadFailed} message={failureText(sessions.error)} onRetry={() => void sessions.refetch()} />;
  } else if (sessions.data.length === 0) content = <p className="pn-body1">{devicesMessages.empty}</p>;
  else {
    const shown = showAll ? sessions.data : sessions.data.slice(0, FIRST_SHOWN);
    const hasOthers = sessions.data.some((session) => !session.current);
    content = (
      <>
        <ul aria-label={devicesMessages.title} className="devices-list">
          {shown.map((session) => (
            <DeviceItem key={session.id} session={session} onSignOut={askToSignOut} />
          ))}
        </ul>
        {shown.length < sessions.data.length && (
          <Spaced above={1}>
            <PlainButton onClick={() => setShowAll(true)}>{devicesMessages.showMore(sessions.data.length - shown.length)}</PlainButton>
          </Spaced>
        )}
        {hasOthers && (
          <Spaced above={2}>
            <PlainButton variant="outlined" color="error" onClick={() => setPending({ kind: 'others' })}>
              {devicesMessages.signOutOthers}
            </PlainButton>
          </Spaced>
        )}
      </>
    );
  }

  return (
    <>
      {/* The divider above, as between the tab's other sections (a child of the tab's list of sections). */}
      <hr />
      <section aria-labelledby="signed-in-account-heading">
        <h2 ref={heading} id="signed-in-account-heading" className="pn-h3 account-heading" tabIndex={-1}>
          {devicesMessages.title}
        </h2>
        <p className="pn-body2 pn-secondary account-intro">{devicesMessages.intro}</p>
        {content}
        <PasskeysList />
        {asked && (
          <SignOutDeviceDialog
            confirmation={confirmationOf(pending)}
            busy={revokingOne.isLoading || revokingOthers.isLoading}
            onCancel={() => setPending(null)}
            onConfirm={() => void confirm()}
            onClosed={() => {
              if (focusHeadingOnClose.current) heading.current?.focus();
              focusHeadingOnClose.current = false;
            }}
          />
        )}
      </section>
    </>
  );
}
