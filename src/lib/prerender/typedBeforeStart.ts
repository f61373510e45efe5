import { prerenderMarker } from '../../contract/prerenderMarker';
import { currentRoutePath } from '../navigation';

/** The server markup's fields of this path, by name: read when the page's fields take them. */
let carried: { path: string; fields: Map<string, HTMLInputElement> } | null = null;

/**
 * Keeps what the visitor types (or ticks) into the server's markup of this very page before the
 * client renders afresh over it (canHydrate said no: a notice in the history entry, another
 * configuration): createRoot replaces the fields, and the new ones would start empty. The old
 * fields themselves are kept, not their values now: the fresh render is a transition and commits
 * later, and what is typed meanwhile (a password after the email) counts too. Only markup rendered
 * for this path counts; a field that never moved from the markup's value is not taken.
 */
export function keepTypedBeforeStart(root: HTMLElement): void {
  carried = null;
  const path = currentRoutePath();
  if (root.getAttribute(prerenderMarker.pathAttribute) !== path) return;
  const fields = new Map<string, HTMLInputElement>();
  root.querySelectorAll('input[name]').forEach((input) => {
    if (!(input instanceof HTMLInputElement) || input.type === 'hidden' || input.type === 'file') return;
    fields.set(input.name, input);
  });
  if (fields.size > 0) carried = { path, fields };
}

/** What the visitor changed in a server markup field, if anything. */
function typedInto(input: HTMLInputElement): string | boolean | undefined {
  if (input.type === 'checkbox') return input.checked !== input.defaultChecked ? input.checked : undefined;
  return input.value !== input.defaultValue ? input.value : undefined;
}

/**
 * The kept value of the field `name`, for the page's own fields as they first mount on its path.
 * Taken once; what the page's fields did not take is dropped after the commit that took the
 * first (a later form with a field of the same name starts as its own).
 */
export function takeTypedBeforeStart(name: string): string | boolean | undefined {
  if (!carried || carried.path !== currentRoutePath()) return undefined;
  const { fields } = carried;
  const input = fields.get(name);
  const value = input ? typedInto(input) : undefined;
  if (value !== undefined) {
    fields.delete(name);
    // Layout effects of one commit run together: the form's other fields take theirs before this.
    queueMicrotask(() => {
      if (carried?.fields === fields) carried = null;
    });
  }
  return value;
}
