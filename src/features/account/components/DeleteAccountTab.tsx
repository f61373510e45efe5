import { Suspense, useState } from 'react';
import { Stack } from '../../../components/plain/layout/Stack';
import { PlainButton } from '../../../components/plain/PlainButton';
import { DeleteAccountDialog } from '../parts';

/** The account page's Delete tab: what deleting removes, and DELETE, which asks for the proof in a popup. */
export function DeleteAccountTab() {
  // The popup stays mounted once asked, so it closes with its transition.
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={2}>
      <p className="pn-body1">Deleting your account removes your number, your plan and your history.</p>
      <div>
        <PlainButton
          variant="contained"
          color="error"
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
        >
          DELETE
        </PlainButton>
      </div>
      {asked && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
