import { useEffect, useId, useRef, useState } from 'react';
import { useGetGreetingAudioUrlMutation, useResetGreetingMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { greetingPlaybackMessages as messages } from '../greetingPlaybackMessages';
import { Stack } from '../../../components/plain/layout/Stack';
import { Spaced } from '../../../components/plain/layout/Spaced';

/**
 * The uploaded greeting, played back and reset to the standard one. Shown only when the server
 * said which greeting is current (a SPEC §7 backend does not, and has neither route).
 */
export function GreetingPlayback({ fileName }: { fileName: string | null }) {
  const [fetchAudioUrl, audio] = useGetGreetingAudioUrlMutation();
  const [resetGreeting, reset] = useResetGreetingMutation();
  const notify = useNotify();
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  // The blob: URL holds the audio in memory until revoked.
  useEffect(() => () => void (audioUrl && URL.revokeObjectURL(audioUrl)), [audioUrl]);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  const play = async () => {
    try {
      setAudioUrl(await fetchAudioUrl().unwrap());
    } catch {
      // The error middleware has shown the failure.
    }
  };
  const confirmReset = async () => {
    try {
      await resetGreeting().unwrap();
      notify.success(messages.resetDone);
    } catch {
      // The error middleware has shown the failure; the greeting stays as it was.
      setConfirming(false);
    }
  };

  return (
    <Spaced above={1}>
      <Stack>
        {audioUrl ? (
          // The customer's own recording: there is no caption track to give.
          <audio controls autoPlay src={audioUrl} aria-label={messages.playerLabel} style={{ width: '100%', maxWidth: 360 }} />
        ) : (
          <PlainButton type="button" variant="outlined" disabled={audio.isLoading} onClick={() => void play()}>
            {audio.isLoading ? messages.loading : messages.play}
          </PlainButton>
        )}
        {!confirming && (
          <PlainButton type="button" variant="text" onClick={() => setConfirming(true)}>
            {messages.reset}
          </PlainButton>
        )}
        {confirming && (
          <Stack role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
            <p id={titleId} className="pn-body1" style={{ margin: 0, fontWeight: 600 }}>
              {messages.confirmTitle}
            </p>
            <p id={textId} className="pn-body2 pn-anywhere" style={{ margin: 0 }}>
              {messages.confirmText(fileName)}
            </p>
            <Stack direction="row" wrap gap={1}>
              {/* Focused when asked: Enter keeps the greeting, nothing is lost by a stray key. */}
              <button ref={keepButton} type="button" className="pn-button pn-button--outlined" onClick={() => setConfirming(false)}>
                {messages.keep}
              </button>
              <PlainButton type="button" variant="contained" loading={reset.isLoading} onClick={() => void confirmReset()}>
                {messages.confirm}
              </PlainButton>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Spaced>
  );
}
