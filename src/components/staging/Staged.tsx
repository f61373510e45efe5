import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * False until `ready`, then true once the browser has painted (a frame, then a new task), and true
 * from then on. `<Staged>` below is its usual form; a component that draws its own second step
 * (the tab strips' tabs, see PageTabs) uses it directly.
 */
export function usePaintedSince(ready = true): boolean {
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

function Committed({ onCommit }: { onCommit(): void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

interface StagedProps {
  /** Whether what must be on screen first is there (default: yes, what was rendered with this). */
  after?: boolean;
  /** Holds the children's place meanwhile, at their size, so that nothing moves when they come. */
  fallback?: ReactNode;
  /**
   * Called once the children are committed; inside a Suspense boundary, once what they load has
   * arrived too (they commit together), so a later stage can wait for them.
   */
  onShown?(): void;
  children: ReactNode;
}

/**
 * Mounts its children one paint after `after`, as a transition, and keeps them. A screen mounts
 * its heavier parts this way, one after the other, so that putting it on screen is several short
 * pieces of work rather than one long one (total blocking time), and a part's layout is
 * not forced inside the previous part's effects.
 */
export function Staged({ after = true, fallback = null, onShown, children }: StagedProps) {
  const shown = usePaintedSince(after);
  if (!shown) return <>{fallback}</>;
  return (
    <>
      {children}
      {onShown ? <Committed onCommit={onShown} /> : null}
    </>
  );
}
