import { useEffect, useState } from 'react';
import { useAppSelector } from '../../state/hooks';
import { lazyPart } from '../staging/lazyParts';
import { whenIdle } from '../../lib/whenIdle';
import { selectHasFeedback } from './notificationsSlice';

const Host = lazyPart(() => import('./FeedbackHost').then((module) => module.FeedbackHost), { themed: true, optional: true });

/**
 * Where toasts, the alert popup, notices and the loading overlay appear. Their code (MUI's dialog,
 * snackbar and modal machinery) is its own chunk, fetched once the user first acts on the page (or
 * when a message comes first), so pages paint and settle without it (/login's budget and
 * total blocking time). The host mounts once something is
 * to be shown and stays mounted, so closing transitions play.
 */
export function FeedbackOutlet() {
  const pending = useAppSelector(selectHasFeedback);
  const [needed, setNeeded] = useState(false);
  // Derived during render (not in an effect), so the host mounts in the same update as the message.
  if (pending && !needed) setNeeded(true);

  useEffect(() => whenIdle(() => void Host.preload(), { afterUserActs: true }), []);

  return needed ? <Host /> : null;
}
