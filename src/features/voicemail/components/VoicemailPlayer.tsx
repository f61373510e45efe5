import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetVoicemailAudioMutation, type VoicemailAudio } from '../../../api/voicemailApi';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { downloadPath } from '../../../components/icons/paths/download';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainChoiceChip } from '../../../components/plain/PlainChoiceChip';
import { voicemailMessages } from '../voicemailMessages';

export const PLAYBACK_SPEEDS = [1, 1.5, 2] as const;

interface VoicemailPlayerProps {
  voicemailId: number;
  /** Names the player for screen readers: 'Voicemail from (617) 555-0111'. */
  label: string;
  /** The first time it plays (a voicemail played is heard). */
  onFirstPlay: () => void;
}

/**
 * One voicemail's recording in the page: the browser's own audio controls (play and pause, a seek
 * bar, time, volume, all reachable by keyboard and named for screen readers), a speed choice and a
 * download. The audio is fetched with the session's token into memory, never linked by URL.
 */
export function VoicemailPlayer({ voicemailId, label, onFirstPlay }: VoicemailPlayerProps) {
  const [fetchAudio, fetched] = useGetVoicemailAudioMutation();
  const [audio, setAudio] = useState<VoicemailAudio | null>(null);
  const [speed, setSpeed] = useState<number>(1);
  const element = useRef<HTMLAudioElement>(null);
  const played = useRef(false);

  useEffect(() => {
    let current: VoicemailAudio | null = null;
    let cancelled = false;
    void fetchAudio(voicemailId)
      .unwrap()
      .then((loaded) => {
        if (cancelled) URL.revokeObjectURL(loaded.objectUrl);
        else setAudio((current = loaded));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current.objectUrl);
    };
  }, [fetchAudio, voicemailId]);

  // A new source resets the element's rate: the chosen one is applied again once it has loaded.
  const applySpeed = () => {
    if (!element.current) return;
    element.current.defaultPlaybackRate = speed;
    element.current.playbackRate = speed;
  };
  useEffect(applySpeed);

  if (fetched.isError) {
    return (
      <PlainAlert
        severity="error"
        action={
          <PlainButton color="inherit" size="small" onClick={() => void fetchAudio(voicemailId)}>
            Try again
          </PlainButton>
        }
      >
        {voicemailMessages.audioFailed}: {failureText(fetched.error)}
      </PlainAlert>
    );
  }
  if (!audio) {
    return (
      <p role="status" className="vm-player__loading">
        <span className="pn-spinner" aria-hidden="true" />
        {voicemailMessages.audioLoading}
      </p>
    );
  }
  return (
    <div className="vm-player">
      <audio
        ref={element}
        src={audio.objectUrl}
        controls
        autoPlay
        preload="auto"
        aria-label={label}
        data-testid="voicemail-audio"
        className="vm-player__audio"
        onLoadedMetadata={applySpeed}
        onPlay={() => {
          if (played.current) return;
          played.current = true;
          onFirstPlay();
        }}
      />
      <div className="vm-player__controls">
        <div role="group" aria-label={voicemailMessages.speed} className="vm-speeds">
          {PLAYBACK_SPEEDS.map((rate) => (
            <PlainChoiceChip key={rate} label={`${rate}×`} aria-label={`${rate}× speed`} chosen={speed === rate} onClick={() => setSpeed(rate)} />
          ))}
        </div>
        <a className="pn-button pn-button--outlined pn-button--small" href={audio.objectUrl} download={audio.fileName}>
          <span className="pn-button__icon">
            <PlainIcon path={downloadPath} />
          </span>
          {voicemailMessages.download}
        </a>
      </div>
    </div>
  );
}
