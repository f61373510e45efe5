import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo } from 'react';

export type AccountTab = 'edit' | 'blocked' | 'delete';

const tabs: { value: AccountTab; label: string }[] = [
  { value: 'edit', label: 'Edit information' },
  { value: 'blocked', label: 'Blocked numbers' },
  { value: 'delete', label: 'Delete account' },
];

interface AccountTabStripProps {
  tab: AccountTab;
  onChange: (next: AccountTab) => void;
}

/**
 * The Account page's tabs (SPEC §2). Memoized: MUI's tab strip measures itself (a forced layout)
 * after every render of its own, so it renders only when the chosen tab changes, not when the
 * panel below does.
 */
export const AccountTabStrip = memo(function AccountTabStrip({ tab, onChange }: AccountTabStripProps) {
  return (
    <Tabs value={tab} onChange={(_event, next: AccountTab) => onChange(next)} variant="scrollable" allowScrollButtonsMobile aria-label="Account" sx={{ mb: 3 }}>
      {tabs.map(({ value, label }) => (
        <Tab key={value} value={value} label={label} id={`account-tab-${value}`} aria-controls={`account-panel-${value}`} />
      ))}
    </Tabs>
  );
});
