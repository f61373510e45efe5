import { useEffect } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { chatsPageLeft, chatsPageOpened } from '../../api/liveActivitySlice';

/** While the Chats page is open, messages that arrive live are seen: the panel's unread count clears and stays 0. */
export function useChatsPageVisit(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(chatsPageOpened());
    return () => {
      dispatch(chatsPageLeft());
    };
  }, [dispatch]);
}
