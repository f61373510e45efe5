import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { lazyWidget } from '../../lib/lazyWidget';
import { whenIdle } from '../../lib/whenIdle';

const host = lazyWidget(() => import(/* webpackChunkName: "feedback" */ './FeedbackHost').then((module) => module.FeedbackHost));

/**
 * Where toasts, the alert popup, notices and the loading overlay appear. Their code (MUI's dialog,
 * snackbar and modal machinery) is its own chunk, fetched when the browser is idle after the first
 * paint, so pages paint without it (issue 9's budget for /login). The host mounts once something is
 * to be shown and stays mounted, so closing transitions play.
 */
export function FeedbackOutlet() {
  const pending = useAppSelector(({ notifications: n }) => n.toasts.length > 0 || n.alert !== null || n.notice !== null || n.busy > 0);
  const [needed, setNeeded] = useState(false);
  // Derived during render (not in an effect), so the host mounts in the same update as the message.
  if (pending && !needed) setNeeded(true);

  useEffect(() => whenIdle(host.preload), []);

  return needed ? <host.Component /> : null;
}
