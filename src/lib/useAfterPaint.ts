import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready`, then true once the browser has painted (a frame, then a new task). A
 * screen mounts its heavier parts this way, one after the other, so that putting it on screen is
 * several short pieces of work rather than one long one (issue 9: total blocking time), and a
 * part's layout is not forced inside the previous part's effects.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return painted;
}
