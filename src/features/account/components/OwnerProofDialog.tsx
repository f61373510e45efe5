import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import type { Profile } from '../../../contract/api';
import type { useIdentityProofForm } from '../useIdentityProofForm';
import { OwnerProofDialogFields } from './OwnerProofDialogFields';

type IdentityProof = Pick<ReturnType<typeof useIdentityProofForm>, 'form' | 'confirmBy' | 'message' | 'providerSignIn'>;

interface OwnerProofDialogProps {
  open?: boolean;
  title: string;
  titleId: string;
  /** The ids of the texts that say what happens (aria-describedby). */
  describedBy?: string;
  onCancel(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The closing transition ended (where focus goes next is the opener's call). */
  onExited?(): void;
  /** The proof's form (useIdentityProofForm), its provider sign-in as this dialog sends it. */
  proof: IdentityProof;
  profile: Profile | undefined;
  /** What the proof is asked for, to a customer with a password and to one without; the intro's id when it describes the dialog. */
  intro: { byPassword: string; byProvider: string };
  introId?: string;
  messageId: string;
  /**
   * The confirm button. Where a Google or Apple sign-in sends the proof itself (`afterSignIn: false`,
   * the default), the button shows only with the password field.
   */
  confirm: { label: string; color?: 'primary' | 'error'; afterSignIn?: boolean };
  /** Cancel has the focus first (a dialog that ends something for good); otherwise the password field. */
  cancelFirst?: boolean;
  /** What happens, said above the proof. */
  children?: ReactNode;
  /** Another way to give the proof, a button under the fields ('Use a passkey'). */
  otherProof?: { label: string; busy: boolean; onClick(): void };
}

/** The popup of an action that needs the owner's proof (the data export, account deletion, 'Confirm it's you'): a form, Cancel and the confirm button. */
export function OwnerProofDialog(props: OwnerProofDialogProps) {
  const { open = true, title, titleId, describedBy, onCancel, onSubmit, onExited, proof, profile, intro, introId, messageId, confirm, cancelFirst = false, children, otherProof } = props;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <Box component="form" noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          <OwnerProofDialogFields
            intro={intro}
            introId={introId}
            confirmBy={proof.confirmBy}
            profile={profile}
            control={proof.form.control}
            message={proof.message}
            messageId={messageId}
            providerSignIn={proof.providerSignIn}
            autoFocus={!cancelFirst}
          />
          {otherProof && (
            <Button fullWidth variant="outlined" sx={{ mt: 2 }} loading={otherProof.busy} onClick={otherProof.onClick}>
              {otherProof.label}
            </Button>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} autoFocus={cancelFirst}>
            Cancel
          </Button>
          {(proof.confirmBy === 'password' || confirm.afterSignIn) && (
            <Button type="submit" variant="contained" color={confirm.color ?? 'primary'} loading={proof.form.formState.isSubmitting}>
              {confirm.label}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
