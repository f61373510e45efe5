import { prerenderMarker } from '../contract/prerenderMarker';
import { currentRoutePath } from '../lib/navigation';

/** What was typed or ticked into the server's markup of this path, by field name. */
let carried: { path: string; values: Map<string, string | boolean> } | null = null;

/**
 * Keeps what the visitor typed (or ticked) into the server's markup of this very page before the
 * client renders afresh over it (canHydrate said no: a notice in the history entry, another
 * configuration): createRoot replaces the fields, and the new ones would start empty. Only markup
 * rendered for this path counts; a field that never moved from the markup's value is not kept.
 */
export function keepTypedBeforeStart(root: HTMLElement): void {
  carried = null;
  const path = currentRoutePath();
  if (root.getAttribute(prerenderMarker.pathAttribute) !== path) return;
  const values = new Map<string, string | boolean>();
  root.querySelectorAll('input[name]').forEach((input) => {
    if (!(input instanceof HTMLInputElement) || input.type === 'hidden' || input.type === 'file') return;
    if (input.type === 'checkbox') {
      if (input.checked !== input.defaultChecked) values.set(input.name, input.checked);
    } else if (input.value !== input.defaultValue) {
      values.set(input.name, input.value);
    }
  });
  if (values.size > 0) carried = { path, values };
}

/**
 * The kept value of the field `name`, for the page's own fields as they first mount on its path.
 * Taken once; what the page's fields did not take is dropped after the commit that took the
 * first (a later form with a field of the same name starts as its own).
 */
export function takeTypedBeforeStart(name: string): string | boolean | undefined {
  if (!carried || carried.path !== currentRoutePath()) return undefined;
  const { values } = carried;
  const value = values.get(name);
  if (value !== undefined) {
    values.delete(name);
    // Layout effects of one commit run together: the form's other fields take theirs before this.
    queueMicrotask(() => {
      if (carried?.values === values) carried = null;
    });
  }
  return value;
}
