/**
 * The press public/early-submit.js remembered: the submit event of a button of the server's
 * markup pressed before the page hydrated. Hydration keeps the very element, so the button
 * recognises itself.
 */
declare global {
  interface Window {
    __EARLY_SUBMIT__?: SubmitEvent;
  }
}

/**
 * Whether `button` should submit its form for a press made before hydration: it was pressed, and
 * neither did React answer that press (a press while React hydrates reaches the form's handler,
 * which prevents the default) nor is the form busy with a submit. The press is forgotten once looked at.
 */
export function claimEarlySubmit(button: HTMLButtonElement): boolean {
  const press = window.__EARLY_SUBMIT__;
  if (!press || press.submitter !== button) return false;
  forgetEarlySubmit();
  return !press.defaultPrevented && !button.disabled;
}

/** Drops a remembered press: its button is gone (the client rendered afresh) or has claimed it. */
export function forgetEarlySubmit(): void {
  delete window.__EARLY_SUBMIT__;
  document.documentElement.removeAttribute('data-early-submit');
}
