import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetVoicemailAudioMutation, type VoicemailAudio } from '../../../api/voicemailApi';
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
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void fetchAudio(voicemailId)}>Try again</Button>}>
        {voicemailMessages.audioFailed}: {failureText(fetched.error)}
      </Alert>
    );
  }
  if (!audio) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography variant="body2">{voicemailMessages.audioLoading}</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <audio
        ref={element}
        src={audio.objectUrl}
        controls
        autoPlay
        preload="auto"
        aria-label={label}
        data-testid="voicemail-audio"
        style={{ width: '100%' }}
        onLoadedMetadata={applySpeed}
        onPlay={() => {
          if (played.current) return;
          played.current = true;
          onFirstPlay();
        }}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={speed}
          aria-label={voicemailMessages.speed}
          onChange={(_event, value: number | null) => {
            if (value !== null) setSpeed(value);
          }}
        >
          {PLAYBACK_SPEEDS.map((rate) => (
            <ToggleButton key={rate} value={rate} aria-label={`${rate}× speed`}>
              {rate}×
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} href={audio.objectUrl} download={audio.fileName}>
          {voicemailMessages.download}
        </Button>
      </Stack>
    </Stack>
  );
}
