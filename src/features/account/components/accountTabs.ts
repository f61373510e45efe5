import type { PageTab } from '../../../components/layout/PageTabs';

export type AccountTab = 'edit' | 'blocked' | 'devices' | 'delete';

/** The Account page's tabs (SPEC §2, and issue 25's signed-in devices). */
export const accountTabs: readonly PageTab<AccountTab>[] = [
  { value: 'edit', label: 'Edit information' },
  { value: 'blocked', label: 'Blocked numbers' },
  { value: 'devices', label: 'Signed-in devices' },
  { value: 'delete', label: 'Delete account' },
];
