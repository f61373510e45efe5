import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useBlockNumbersMutation } from '../../api/accountApi';
import { whenIdle } from '../../lib/whenIdle';
import { useNotify } from '../feedback/useNotify';
import { lazyPart } from '../staging/lazyParts';
import { contactMessages } from './contactMessages';

// MUI's dialog machinery is code of its own, fetched once the list that may ask is on screen: it
// was evaluated with the calls' and chats' own chunks, in the task their arrival makes.
// In the MUI theme of its own: the call history around it is plain. Should it fail to load,
// nothing opens and the next ask tries again.
const BlockContactDialog = lazyPart(() => import('./BlockContactDialog').then((module) => module.BlockContactDialog), { themed: true, optional: true });

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
  // MUI's dialog, needed once the customer acts: loaded then, not while the page starts.
  useEffect(() => whenIdle(() => void BlockContactDialog.preload().catch(() => undefined), { afterUserActs: true }), []);

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
  // may ask: closed, it draws nothing, but its tree cost a phone's first paint. Mounted
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
