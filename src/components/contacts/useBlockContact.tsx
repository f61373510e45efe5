import { useCallback, useState, type ReactNode } from 'react';
import { useBlockNumbersMutation } from '../../api/accountApi';
import { useNotify } from '../feedback/useNotify';
import { BlockContactDialog } from './BlockContactDialog';
import { contactMessages } from './contactMessages';

/**
 * Blocking one number (from a call or a conversation), after the customer confirms: `askToBlock`
 * opens the confirmation that `confirmation` renders. The tag map refreshes calls, chats and the
 * blocked list, which then mark the contact as blocked; a failure is toasted by the error
 * middleware.
 */
export function useBlockContact(): { askToBlock(phoneNumber: string): void; confirmation: ReactNode } {
  const [blockNumbers] = useBlockNumbersMutation();
  const notify = useNotify();
  const [pending, setPending] = useState<string | null>(null);

  const confirm = async () => {
    const phoneNumber = pending;
    setPending(null);
    if (!phoneNumber) return;
    try {
      await blockNumbers([{ phone_number: phoneNumber }]).unwrap();
      notify.success(contactMessages.blocked);
    } catch {
      // The error middleware has shown the failure.
    }
  };

  // The dialog (MUI's modal machinery) is mounted from the first ask on, not with every list that
  // may ask: closed, it draws nothing, but its tree cost a phone's first paint (issue 26). Mounted
  // open, it opens with the same transition; it stays mounted so that closing animates.
  const [asked, setAsked] = useState(false);
  const askToBlock = useCallback((phoneNumber: string) => {
    setAsked(true);
    setPending(phoneNumber);
  }, []);
  return {
    askToBlock,
    confirmation: asked ? <BlockContactDialog phoneNumber={pending} onConfirm={() => void confirm()} onClose={() => setPending(null)} /> : null,
  };
}
