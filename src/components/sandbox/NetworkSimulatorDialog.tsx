import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { failureText } from '../../api/apiError';
import { useGetPhonesQuery } from '../../api/phonesApi';
import { useSimulateNetworkEventMutation } from '../../api/sandboxApi';
import type { SandboxNetworkEvent, SandboxPortRejectionReason, SandboxSimulationRequest } from '../../contract/api';
import { formatPhone } from '../../lib/formatPhone';
import { checkDuration, checkMegabytes, REJECTION_REASONS, SIMULATOR_EVENTS, usesParty, usesText } from './simulatorChoices';

export interface NetworkSimulatorDialogProps {
  onClose(): void;
}

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string } | null;

/**
 * The sandbox's network simulator: sends the customer's own number what a carrier would (a call,
 * a text, a transfer decision, eSIM usage). The server acts on the caller's number only; calls
 * and texts then reach the open pages through the live event stream, as real ones do.
 */
export function NetworkSimulatorDialog({ onClose }: NetworkSimulatorDialogProps) {
  const phones = useGetPhonesQuery();
  const [simulate, { isLoading }] = useSimulateNetworkEventMutation();
  const [event, setEvent] = useState<SandboxNetworkEvent>('picture_text');
  const [from, setFrom] = useState('');
  const [text, setText] = useState('');
  const [duration, setDuration] = useState('95');
  const [reason, setReason] = useState<SandboxPortRejectionReason>('pin_mismatch');
  const [megabytes, setMegabytes] = useState('25');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const number = phones.data?.[0]?.phone_number;

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const problem = event === 'incoming_call' ? checkDuration(duration) : event === 'esim_usage' ? checkMegabytes(megabytes) : null;
    if (problem) {
      setOutcome({ kind: 'failed', text: problem });
      return;
    }
    const request: SandboxSimulationRequest = { event };
    if (usesParty(event) && from.trim() !== '') request.from = from.trim();
    if (usesText(event) && text.trim() !== '') request.text = text.trim();
    if (event === 'incoming_call') request.duration = Number(duration);
    if (event === 'port_rejected') request.reason = reason;
    if (event === 'esim_usage') request.megabytes = Number(megabytes);
    try {
      const answer = await simulate(request).unwrap();
      setOutcome({ kind: 'done', text: answer.summary });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error) });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="network-simulator-title" aria-describedby="network-simulator-text" fullWidth maxWidth="xs">
      <form onSubmit={(formEvent) => void submit(formEvent)} noValidate>
        <DialogTitle id="network-simulator-title">Network simulator</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="network-simulator-text">
              Sandbox: sends {number ? `your number +1 ${formatPhone(number)}` : 'your number'} what the phone network would. Open pages show it as it arrives.
            </DialogContentText>
            <TextField
              select
              label="What happens"
              value={event}
              onChange={(change) => {
                setEvent(change.target.value as SandboxNetworkEvent);
                setOutcome(null);
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {SIMULATOR_EVENTS.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </TextField>
            {usesParty(event) && (
              <TextField label="From (optional)" value={from} onChange={(change) => setFrom(change.target.value)} placeholder="(617) 555-0123" inputMode="tel" autoComplete="off" />
            )}
            {usesText(event) && <TextField label="Message (optional)" value={text} onChange={(change) => setText(change.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 1000 } }} />}
            {event === 'incoming_call' && <TextField label="Length in seconds" value={duration} onChange={(change) => setDuration(change.target.value)} inputMode="numeric" />}
            {event === 'port_rejected' && (
              <TextField select label="Reason" value={reason} onChange={(change) => setReason(change.target.value as SandboxPortRejectionReason)} slotProps={{ select: { native: true } }}>
                {REJECTION_REASONS.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </TextField>
            )}
            {event === 'esim_usage' && <TextField label="Data used (MB)" value={megabytes} onChange={(change) => setMegabytes(change.target.value)} inputMode="decimal" />}
            {outcome && (
              <Alert severity={outcome.kind === 'done' ? 'success' : 'error'} role={outcome.kind === 'done' ? 'status' : 'alert'}>
                {outcome.text}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
