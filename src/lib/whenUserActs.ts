import { whenIdle } from './whenIdle';

const FIRST_SIGNS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `task` in the first idle moment after the user first touches, clicks, types or tabs on the
 * page. For code that is needed only once someone acts (validation, dialogs, menus): loading it
 * at once would evaluate it while the page is still starting up, in long tasks that block input
 * (total blocking time). Returns a cancel function for effects.
 */
export function whenUserActs(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const onFirstSign = () => {
    stopListening();
    cancelIdle = whenIdle(task);
  };
  const stopListening = () => FIRST_SIGNS.forEach((type) => window.removeEventListener(type, onFirstSign, true));
  FIRST_SIGNS.forEach((type) => window.addEventListener(type, onFirstSign, { capture: true, passive: true }));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
