import { useSearchParams } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useGetVoicemailsInfiniteQuery } from '../../../api/voicemailApi';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { classNames } from '../../../components/plain/classNames';
import { CallsVoicemailSwitch } from '../../../components/voicemail/CallsVoicemailSwitch';
import { VoicemailEmptyState } from '../components/VoicemailEmptyState';
import { VoicemailItem } from '../components/VoicemailItem';
import { voicemailMessages } from '../voicemailMessages';

/** The query parameter the call history links a voicemail with. */
export const VOICEMAIL_PARAM = 'voicemail';

/**
 * /dashboard/voicemail (not in SPEC §2): the voicemails callers left, newest first, unheard ones
 * marked, each with its transcript and a player; read-only apart from 'heard' (SPEC §1: the
 * dashboard deletes nothing). Plain elements styled by voicemailCss. Default export for lazy loading.
 */
export default function VoicemailPage() {
  const inbox = useGetVoicemailsInfiniteQuery();
  const [params] = useSearchParams();
  const selected = Number(params.get(VOICEMAIL_PARAM));
  const voicemails = inbox.data?.pages.flatMap((page) => page.voicemails) ?? [];
  const unheard = inbox.data?.pages[0]?.unheard_count ?? 0;

  let content;
  if (inbox.isLoading) content = <PlainLoadingState label={voicemailMessages.loading} />;
  else if (inbox.isError && !inbox.data) {
    content = <PlainErrorWithRetry title={voicemailMessages.loadFailed} message={failureText(inbox.error)} onRetry={() => void inbox.refetch()} />;
  } else if (voicemails.length === 0) content = <VoicemailEmptyState />;
  else {
    content = (
      <>
        <ul className="vm-list" aria-label="Voicemails, newest first">
          {voicemails.map((voicemail) => (
            <VoicemailItem key={voicemail.id} voicemail={voicemail} selected={voicemail.id === selected} />
          ))}
        </ul>
        {inbox.hasNextPage && (
          <div className="vm-older">
            <PlainButton variant="outlined" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
              {voicemailMessages.older}
            </PlainButton>
          </div>
        )}
      </>
    );
  }

  return (
    <div>
      <CallsVoicemailSwitch />
      <div className="vm-heading">
        <h1 className="pn-h1">{voicemailMessages.title}</h1>
        {inbox.data && (
          <p role="status" data-testid="unheard-count" className={classNames('vm-count', unheard > 0 && 'vm-count--unheard')}>
            {voicemailMessages.unheard(unheard)}
          </p>
        )}
      </div>
      {content}
    </div>
  );
}
