/** A button of the header (Dashboard, Sign out): a button on wide screens, a menu item on narrow ones. */
export interface HeaderAction {
  label: string;
  onSelect(): void;
}
