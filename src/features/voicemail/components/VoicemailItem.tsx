import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useMarkVoicemailHeardMutation } from '../../../api/voicemailApi';
import type { Voicemail } from '../../../contract/api';
import { formatDayAndTime, parseTimestamp } from '../../../contract/dateFormat';
import { formatPhone } from '../../../lib/formatPhone';
import { voicemailMessages } from '../voicemailMessages';
import { VoicemailPlayer } from './VoicemailPlayer';

/** A voicemail's length: '0:08', '1:42'. */
export function formatClipLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

interface VoicemailItemProps {
  voicemail: Voicemail;
  /** Opened from a link (the call history): its player opens and it scrolls into view. */
  selected: boolean;
}

/** One voicemail: who and when, new or heard, the transcript, and its player on demand. */
export function VoicemailItem({ voicemail, selected }: VoicemailItemProps) {
  const [open, setOpen] = useState(selected);
  const [markHeard, marking] = useMarkVoicemailHeardMutation();
  const headingId = useId();
  const playerId = useId();
  const root = useRef<HTMLLIElement>(null);
  const caller = voicemail.caller_name ?? formatPhone(voicemail.from_number);
  const receivedAt = parseTimestamp(voicemail.received_at);
  const unheard = !voicemail.heard;

  useEffect(() => {
    if (selected) root.current?.scrollIntoView?.({ block: 'center' });
  }, [selected]);

  const heard = () => {
    if (unheard) void markHeard(voicemail.id);
  };

  return (
    <Box component="li" ref={root} aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 2, borderColor: unheard ? 'primary.main' : undefined }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Stack spacing={1} sx={{ flex: '0 0 auto', minWidth: { md: 280 }, maxWidth: { md: 360 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: unheard ? 700 : 400 }}>
                {caller}
              </Typography>
              {unheard && <Chip label={voicemailMessages.newLabel} color="primary" size="small" />}
            </Stack>
            {voicemail.caller_name && (
              <Typography variant="body2" color="text.secondary">
                {formatPhone(voicemail.from_number)}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {receivedAt ? formatDayAndTime(receivedAt) : voicemail.received_at} · {formatClipLength(voicemail.duration)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant={open ? 'outlined' : 'contained'}
                startIcon={open ? undefined : <PlayArrowIcon />}
                aria-expanded={open}
                aria-controls={playerId}
                aria-label={open ? `${voicemailMessages.hidePlayer}: ${caller}` : `${voicemailMessages.play}: ${caller}`}
                onClick={() => setOpen(!open)}
              >
                {open ? voicemailMessages.hidePlayer : voicemailMessages.play}
              </Button>
              {unheard && (
                <Button size="small" startIcon={<DoneIcon />} disabled={marking.isLoading} onClick={heard} aria-label={`${voicemailMessages.markHeard}: ${caller}`}>
                  {voicemailMessages.markHeard}
                </Button>
              )}
            </Stack>
            {marking.isError && (
              <Typography role="alert" variant="body2" color="error">
                {voicemailMessages.markFailed}
              </Typography>
            )}
          </Stack>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            <Box>
              <Typography variant="overline" component="h3" color="text.secondary">
                {voicemailMessages.transcript}
              </Typography>
              <Typography sx={{ fontWeight: unheard ? 600 : 400 }} color={voicemail.transcript ? undefined : 'text.secondary'}>
                {voicemail.transcript ?? voicemailMessages.noTranscript}
              </Typography>
            </Box>
            <Box id={playerId}>{open && <VoicemailPlayer voicemailId={voicemail.id} label={`Voicemail from ${caller}`} onFirstPlay={heard} />}</Box>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
