import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { memo } from 'react';
import { usePaintedSince } from '../staging/Staged';
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

/**
 * On a phone the tabs share the width and a long label wraps, in sentence case and a size smaller
 * (capitals of 'INFORMATION' are wider than a third of a 320 px screen): each label reads in full.
 */
const phoneTabSx = {
  minWidth: 0,
  flex: 1,
  px: 0.75,
  whiteSpace: 'normal',
  lineHeight: 1.25,
  textTransform: 'none',
  fontSize: '0.8125rem',
  hyphens: 'auto',
} as const;

function PageTabStrip<T extends string>({ label, tabs, value, onChange }: PageTabsProps<T>) {
  const prefix = idPrefixOf(label);
  // MUI's default theme when none is provided (a test), the app's otherwise.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The strip's frame commits first, its tabs one paint later: Emotion compiling and inserting the
  // styles of both, then MUI measuring them, was one long task (docs/performance.md, the tab strips).
  const tabsDrawn = usePaintedSince();
  return (
    <Tabs
      value={tabsDrawn ? value : false}
      onChange={(_event, next: T) => onChange(next)}
      variant={phone ? 'fullWidth' : 'scrollable'}
      aria-label={label}
      sx={{ mb: 3 }}
    >
      {tabsDrawn &&
        tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${prefix}-tab-${tab.value}`}
            aria-controls={`${prefix}-panel-${tab.value}`}
            sx={phone ? phoneTabSx : undefined}
          />
        ))}
    </Tabs>
  );
}

/**
 * The tab strip of the dashboard pages that have tabs (plan, eSIM, account), sharing the width
 * on a phone; each tab controls the panel of `tabPanelOf`. Memoized: MUI's tab strip measures itself (a
 * forced layout) after every render of its own, so it renders only when its tabs or the chosen
 * one change, not when the panel below does (keep `tabs` and `onChange` stable).
 */
export const PageTabs = memo(PageTabStrip) as typeof PageTabStrip;

/** The strip's place (its 48 px and margin) while a page stages it one paint after its panel. */
export function PageTabsSpace() {
  return <Box aria-hidden sx={{ minHeight: 48, mb: 3 }} />;
}
