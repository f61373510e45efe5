import { kitUsageOfSources, prebuiltClasses, type KitUsage } from './kitUsage';

/**
 * Which kit draws what (docs/architecture.md › Design system › Which kit where), one rule: MUI draws
 * the overlays and the widgets the design card names (dialogs, menus, snackbars, tooltips, popovers,
 * drawers, tabs) and the charts, each with its insides; the plain kit draws the page itself (text,
 * fields, buttons, lists, cards, alerts, icons, layout). A module draws with one kit: a plain page
 * loads its overlay as a part of its own (a lazy import).
 */
const overlayOrChart = /^@mui\/(material\/(Dialog\w*|Menu|MenuItem|MenuList|Snackbar\w*|Tooltip|Popover|Popper|Drawer|Modal|Backdrop|Fade|Tabs|Tab)|x-charts(\/.*)?)$/;

/** A module whose own MUI draws page content: none of its MUI imports is an overlay, tabs or a chart. */
const drawsContentWithMui = (usage: KitUsage) => usage.ownMui.length > 0 && !usage.ownMui.some((specifier) => overlayOrChart.test(specifier));

/**
 * What is left to move to the plain kit, page by page: content MUI still draws. An entry goes once
 * its page is plain (the last test fails while an entry names nothing); nothing may join the list.
 */
const stillOnMui: [string, RegExp][] = [
  ["the MUI twins of shared pieces, for the pages below (fields, a checkbox, a field's helper text, form message, loading, error, icon)", /^src\/components\/(forms\/(CheckboxField|FieldHelperText|FormMessage|OutlinedField)|feedback\/(ErrorWithRetry|LoadingState)|icons\/MuiIcon)\.tsx$/],
  ['the eSIM pages after their first view (install options, QR code, codes to copy, usage, buying more data, payment)', /^src\/(features\/esim\/components\/|components\/qr\/)/],
];

const mixing = (usages: KitUsage[]) => usages.filter((usage) => usage.mui.length > 0 && usage.plain.length > 0).map((usage) => usage.file);
const listed = (file: string) => stillOnMui.some(([, pattern]) => pattern.test(file));

describe('the two kits', () => {
  const usages = kitUsageOfSources();

  it('no module draws with both MUI and the plain kit', () => {
    expect(mixing(usages)).toEqual([]);
  });

  it('MUI draws page content only where it is still listed, page by page', () => {
    expect(usages.filter((usage) => drawsContentWithMui(usage) && !listed(usage.file)).map(({ file, ownMui }) => ({ file, ownMui }))).toEqual([]);
  });

  it('each entry of what is left still names content MUI draws', () => {
    const onMui = usages.filter(drawsContentWithMui).map((usage) => usage.file);
    for (const [page, pattern] of stillOnMui) expect([page, onMui.some((file) => pattern.test(file))]).toEqual([page, true]);
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
  ])('page content drawn by MUI (%s) off the list: reported', (_case, code) => {
    const usage = usageOf(code);
    expect(drawsContentWithMui(usage) && !listed(usage.file)).toBe(true);
  });

  it.each([
    ['a dialog with its buttons', "import Dialog from '@mui/material/Dialog';\nimport Button from '@mui/material/Button';"],
    ['a menu', "import Menu from '@mui/material/Menu';\nimport MenuItem from '@mui/material/MenuItem';"],
    ['tabs', "import Tabs from '@mui/material/Tabs';\nimport Tab from '@mui/material/Tab';"],
    ['a chart', "import { PieChart } from '@mui/x-charts/PieChart';"],
    ['a media query', "import useMediaQuery from '@mui/material/useMediaQuery';"],
  ])('MUI drawing %s: allowed anywhere', (_case, code) => {
    expect(drawsContentWithMui(usageOf(code))).toBe(false);
  });
});
