import { kitUsageOfSources, prebuiltClasses, type KitUsage } from './kitUsage';

/**
 * Which kit draws what (docs/architecture.md › Design system › Which kit where), one rule: MUI draws
 * the overlays and the widgets the design card names (dialogs, menus, snackbars, tooltips, popovers,
 * drawers, tabs) and the charts, each with its insides; the plain kit draws the page itself (text,
 * fields, buttons, lists, cards, alerts, icons, layout). A module draws with one kit: a plain page
 * loads its overlay as a part of its own (a lazy import).
 */
const overlayOrChart = /^@mui\/(material\/(Dialog\w*|Menu|MenuItem|MenuList|Snackbar\w*|Tooltip|Popover|Popper|Drawer|Modal|Backdrop|Fade|Tabs|Tab)|x-charts(\/.*)?)$/;

const isOverlay = (usage: KitUsage) => usage.ownMui.some((specifier) => overlayOrChart.test(specifier));
/** A module whose own MUI draws content (text, buttons, fields, boxes): an overlay's insides, or page content. */
const drawsContentWithMui = (usage: KitUsage) => usage.ownMui.some((specifier) => !overlayOrChart.test(specifier));
/** An overlay's module says which overlay it is, so that a page cannot pass as one by opening a dialog. */
const overlayName = /(Dialog|Menu|Drawer|Tabs|Host|Chart)\.tsx$/;

/**
 * The modules that draw content with MUI outside an overlay: neither an overlay themselves nor used
 * only by overlays and their insides (a dialog's fields, its error and loading states).
 */
function muiContentOutsideOverlays(usages: KitUsage[]): string[] {
  const byFile = new Map(usages.map((usage) => [usage.file, usage]));
  const users = new Map<string, string[]>();
  for (const usage of usages) for (const via of usage.mui.filter((entry) => entry.startsWith('src/'))) users.set(via, [...(users.get(via) ?? []), usage.file]);
  const insideOverlays = (file: string, seen: Set<string>): boolean => {
    const usage = byFile.get(file);
    if (!usage || isOverlay(usage) || seen.has(file)) return usage !== undefined;
    seen.add(file);
    const usedBy = users.get(file) ?? [];
    return usedBy.length > 0 && usedBy.every((user) => insideOverlays(user, seen));
  };
  return usages.filter((usage) => drawsContentWithMui(usage) && !insideOverlays(usage.file, new Set())).map((usage) => usage.file);
}

const mixing = (usages: KitUsage[]) => usages.filter((usage) => usage.mui.length > 0 && usage.plain.length > 0).map((usage) => usage.file);

describe('the two kits', () => {
  const usages = kitUsageOfSources();

  it('no module draws with both MUI and the plain kit', () => {
    expect(mixing(usages)).toEqual([]);
  });

  it('MUI draws content only inside an overlay (a dialog, a menu, the drawer, the tabs, the toasts, a chart)', () => {
    expect(muiContentOutsideOverlays(usages)).toEqual([]);
  });

  it('a module that draws an overlay and more is named for its overlay', () => {
    expect(usages.filter((usage) => isOverlay(usage) && drawsContentWithMui(usage) && !overlayName.test(usage.file)).map((usage) => usage.file)).toEqual([]);
  });
});

describe('the check bites', () => {
  const probe = 'src/features/newPage/components/Probe.tsx';
  const usageOf = (code: string) => kitUsageOfSources({ [probe]: code }).find((entry) => entry.file === probe)!;
  const mixedWith = (code: string) => mixing(kitUsageOfSources({ [probe]: code })).includes(probe);

  it.each([
    ['an MUI component beside a plain one', "import Button from '@mui/material/Button';\nimport { PlainButton } from '../../../components/plain/PlainButton';"],
    ['an MUI component beside a layout component', "import Typography from '@mui/material/Typography';\nimport { Stack } from '../../../components/plain/layout/Stack';"],
    ['an MUI component beside PlainIcon', "import Button from '@mui/material/Button';\nimport { PlainIcon } from '../../../components/icons/PlainIcon';"],
    ['an MUI icon beside a plain class', "import { MuiIcon } from '../../../components/icons/MuiIcon';\nexport const box = <div className=\"pn-card\"><MuiIcon path=\"M0 0\" /></div>;"],
    ["an MUI component beside a feature's class of the prebuilt sheet", "import Box from '@mui/material/Box';\nexport const row = <Box><li className=\"billing-item\" /></Box>;"],
    ['a modifier of a sheet class built in a template', "import Box from '@mui/material/Box';\nexport const row = (kind: string) => <Box><span className={`calls-row__kind--${kind}`} /></Box>;"],
    ["a module of src/ that draws MUI beside a plain one", "import { OutlinedField } from '../../../components/forms/OutlinedField';\nimport { PlainField } from '../../../components/plain/PlainField';"],
    ['MUI reached through two modules of src/', "import { UpgradeCheckout } from '../../plan/components/UpgradeCheckout';\nexport const cls = 'pn-stack';"],
    ['a chart beside a plain class', "import { BarChart } from '@mui/x-charts/BarChart';\nexport const cls = 'pn-page';"],
  ])('%s: reported', (_case, code) => {
    expect(mixedWith(code)).toBe(true);
  });

  it.each([
    ["MUI's types only", "import type { Theme } from '@mui/material/styles';\nimport { type ButtonProps } from '@mui/material/Button';\nimport { PlainButton } from '../../../components/plain/PlainButton';"],
    ['the theme (no component drawn)', "import { createTheme } from '@mui/material/styles';\nexport const cls = 'pn-stack';"],
    ['an MUI part loaded lazily (a component of its own)', "export const load = () => import('../../../components/layout/PageTabs');\nexport const cls = 'pn-stack';"],
    ['kit-neutral helpers', "import { FormField } from '../../../components/forms/FormField';\nimport { PlainField } from '../../../components/plain/PlainField';"],
    ['a file name that starts like a class', "import Button from '@mui/material/Button';\nexport const name = (day: string) => `calls-${day}.csv`;"],
  ])('%s: allowed', (_case, code) => {
    expect(mixedWith(code)).toBe(false);
  });

  it('every class the prebuilt sheet styles is plain, whatever its name', () => {
    expect(prebuiltClasses.has('billing-item')).toBe(true);
    for (const name of ['pn-card', 'calls-row', 'chat-bubble', 'billing-item']) expect(usageOf(`export const part = <div className="${name}" />;`).plain).toEqual([name]);
  });

  it.each([
    ['a button', "import Button from '@mui/material/Button';\nexport const Part = () => <Button>Go</Button>;"],
    ['text and a box', "import Box from '@mui/material/Box';\nimport Typography from '@mui/material/Typography';"],
  ])('page content drawn by MUI (%s): reported', (_case, code) => {
    expect(muiContentOutsideOverlays(kitUsageOfSources({ [probe]: code }))).toContain(probe);
  });

  it("a dialog's insides used by a page as well: reported", () => {
    const inside = 'src/features/newPage/components/ProbeField.tsx';
    const sources = {
      [inside]: "import TextField from '@mui/material/TextField';\nexport const ProbeField = () => <TextField />;",
      'src/features/newPage/components/ProbeDialog.tsx': "import Dialog from '@mui/material/Dialog';\nimport { ProbeField } from './ProbeField';",
    };
    expect(muiContentOutsideOverlays(kitUsageOfSources(sources))).not.toContain(inside);
    expect(muiContentOutsideOverlays(kitUsageOfSources({ ...sources, [probe]: "import { ProbeField } from './ProbeField';" }))).toContain(inside);
  });

  it('a page that opens a dialog and draws beside it: reported by its name', () => {
    const page = 'src/features/newPage/components/ProbeSection.tsx';
    const usage = kitUsageOfSources({ [page]: "import Dialog from '@mui/material/Dialog';\nimport Typography from '@mui/material/Typography';" }).find((entry) => entry.file === page)!;
    expect(isOverlay(usage) && drawsContentWithMui(usage) && !overlayName.test(usage.file)).toBe(true);
  });

  it.each([
    ['a dialog with its buttons', "import Dialog from '@mui/material/Dialog';\nimport Button from '@mui/material/Button';"],
    ['a menu', "import Menu from '@mui/material/Menu';\nimport MenuItem from '@mui/material/MenuItem';"],
    ['tabs', "import Tabs from '@mui/material/Tabs';\nimport Tab from '@mui/material/Tab';"],
    ['a chart', "import { PieChart } from '@mui/x-charts/PieChart';"],
    ['a media query', "import useMediaQuery from '@mui/material/useMediaQuery';"],
  ])('MUI drawing %s: allowed', (_case, code) => {
    expect(muiContentOutsideOverlays(kitUsageOfSources({ [probe]: code }))).not.toContain(probe);
  });
});
