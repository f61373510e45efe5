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

  const askToBlock = useCallback((phoneNumber: string) => setPending(phoneNumber), []);
  return {
    askToBlock,
    confirmation: <BlockContactDialog phoneNumber={pending} onConfirm={() => void confirm()} onClose={() => setPending(null)} />,
  };
}
