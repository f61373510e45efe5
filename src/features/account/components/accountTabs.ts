import type { PageTab } from '../../../components/layout/PageTabs';

export type AccountTab = 'edit' | 'blocked' | 'delete';

/** The Account page's tabs (SPEC §2). */
export const accountTabs: readonly PageTab<AccountTab>[] = [
  { value: 'edit', label: 'Edit information' },
  { value: 'blocked', label: 'Blocked numbers' },
  { value: 'delete', label: 'Delete account' },
];
