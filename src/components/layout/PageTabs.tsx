import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo } from 'react';
import { idPrefixOf } from './pageTabIds';

export interface PageTab<T extends string> {
  value: T;
  label: string;
}

export interface PageTabsProps<T extends string> {
  /** Names the tab list ('Plan', 'eSIM', 'Account'); also the prefix of the tabs' and panels' ids. */
  label: string;
  tabs: readonly PageTab<T>[];
  value: T;
  onChange(next: NoInfer<T>): void;
}

export { tabPanelOf } from './pageTabIds';

function PageTabStrip<T extends string>({ label, tabs, value, onChange }: PageTabsProps<T>) {
  const prefix = idPrefixOf(label);
  return (
    <Tabs value={value} onChange={(_event, next: T) => onChange(next)} variant="scrollable" allowScrollButtonsMobile aria-label={label} sx={{ mb: 3 }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} id={`${prefix}-tab-${tab.value}`} aria-controls={`${prefix}-panel-${tab.value}`} />
      ))}
    </Tabs>
  );
}

/**
 * The tab strip of the dashboard pages that have tabs (plan, eSIM, account), scrollable on a
 * phone; each tab controls the panel of `tabPanelOf`. Memoized: MUI's tab strip measures itself (a
 * forced layout) after every render of its own, so it renders only when its tabs or the chosen
 * one change, not when the panel below does (keep `tabs` and `onChange` stable).
 */
export const PageTabs = memo(PageTabStrip) as typeof PageTabStrip;
