import { useCallback } from 'react';
import { useBlockNumbersMutation } from '../../api/accountApi';
import { useNotify } from '../feedback/useNotify';
import { contactMessages } from './contactMessages';

/**
 * Blocks one number (from a call or a conversation). The tag map refreshes calls, chats and the
 * blocked list; a failure is toasted by the error middleware. Resolves whether it worked.
 */
export function useBlockContact() {
  const [blockNumbers, state] = useBlockNumbersMutation();
  const notify = useNotify();
  const block = useCallback(
    async (phoneNumber: string): Promise<boolean> => {
      try {
        await blockNumbers([{ phone_number: phoneNumber }]).unwrap();
        notify.success(contactMessages.blocked);
        return true;
      } catch {
        return false;
      }
    },
    [blockNumbers, notify],
  );
  return { block, isBlocking: state.isLoading };
}
