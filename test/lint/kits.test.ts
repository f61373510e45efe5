import { kitUsageOfSources, type KitUsage } from './kitUsage';

/**
 * The screens painted first, where the plain kit may draw (docs/architecture.md › Design system): the first paint
 * of a phone must not wait for MUI's JavaScript (login ≤ 150 KB gz, Lighthouse ≥ 95). Everywhere
 * else MUI draws, and no module draws with both kits.
 */
const firstPaintScreens: [string, RegExp][] = [
  ['the plain kit itself and its stylesheet', /^src\/(components\/plain|theme\/plainStyles)\//],
  ['the header', /^src\/components\/layout\/(Header|HeaderNavigation|HeaderNumberStatus|BrandLogo|SandboxRibbon)\.tsx$/],
  ['the sign-in screens (log in, sign up, forgot password)', /^src\/features\/auth\//],
  ['pricing', /^src\/features\/signup\/(pages\/PricingPage|components\/(PlanOption|AddOnOption|OrderNumberLine))\.tsx$/],
  ["the dashboard's frame (and a phone's tab bar and account summary)", /^src\/features\/dashboard\/(DashboardLayout|phone\/\w+)\.tsx$/],
  [
    "the account page's first view (Edit information)",
    /^src\/features\/account\/(pages\/AccountPage|components\/(EditInformationTab|ProfileNameForm|EmailForm|EmailVerification|OwnerProofField|ProviderConfirmation|PasswordForm|UpdateOrSave|VoicemailGreetingForm|GreetingPlayback))\.tsx$/,
  ],
  [
    'the call history (heading, loading and error states, search, chips, dates, count and export, empty states)',
    /^src\/features\/calls\/(pages\/CallsPage|components\/CallsEmptyState|search\/(CallFiltersBar|CallSearch|CallsNoMatch|DayField))\.tsx$/,
  ],
  ["what the call history draws with other pages: the windowed list, the phone app's link", /^src\/components\/(virtual-list\/VirtualList|contacts\/PhoneAppLink)\.tsx$/],
  ["the call history's rows and its Calls | Voicemail switch (shared with the voicemail page)", /^src\/(features\/calls\/components\/CallRow|components\/voicemail\/CallsVoicemailSwitch)\.tsx$/],
  ["the area-code page's first view (heading and introduction)", /^src\/features\/signup\/pages\/AreaCodePage\.tsx$/],
  ["the checkout's first view (order summary, the payment's heading and sandbox note)", /^src\/features\/signup\/(pages\/CheckoutPage|components\/CheckoutSummary)\.tsx$/],
  ['the Terms and Privacy links of the register form and the checkout summary', /^src\/components\/legal\/LegalLinks\.tsx$/],
  ["the add-credit page's first view (the bundle)", /^src\/features\/credits\/pages\/AddCreditPage\.tsx$/],
  ["the eSIM pages' first views (the plan card and its terms, the installed eSIM and its activation code)", /^src\/features\/esim\/(pages\/(PurchaseEsimPage|EsimPage)|components\/(EsimPlanCard|EsimActivation|EsimActivationCode))\.tsx$/],
  ["the server's prerendered screens and frame", /^src\/prerender\.tsx$/],
  ['what stands in for a page before it paints (guard, loading, route errors and notices, page not found)', /^src\/app\/(guards\/(GuardOutcome|TokenSignIn)|routing\/(lazyPage|RouteErrorPage|RouteNoticeAlert|UnknownRoute))\.tsx$/],
];

const isFirstPaint = (file: string) => firstPaintScreens.some(([, pattern]) => pattern.test(file));
const mixing = (usages: KitUsage[]) => usages.filter((usage) => usage.mui.length > 0 && usage.plain.length > 0).map((usage) => usage.file);

describe('the two kits', () => {
  const usages = kitUsageOfSources();

  it('no module draws with both MUI and the plain kit', () => {
    expect(mixing(usages)).toEqual([]);
  });

  it('the plain kit draws only on the screens painted first', () => {
    expect(usages.filter((usage) => usage.plain.length > 0 && !isFirstPaint(usage.file)).map(({ file, plain }) => ({ file, plain }))).toEqual([]);
  });

  it('each first-paint entry names modules that exist and use the plain kit', () => {
    const plainFiles = usages.filter((usage) => usage.plain.length > 0).map((usage) => usage.file);
    for (const [screen, pattern] of firstPaintScreens) expect([screen, plainFiles.some((file) => pattern.test(file))]).toEqual([screen, true]);
  });
});

describe('the check bites', () => {
  const probe = 'src/features/plan/components/Probe.tsx';
  const mixedWith = (code: string) => mixing(kitUsageOfSources({ [probe]: code })).includes(probe);

  it.each([
    ['an MUI component beside a plain one', "import Button from '@mui/material/Button';\nimport { PlainButton } from '../../../components/plain/PlainButton';"],
    ['an MUI icon beside a plain class', "import Close from '@mui/icons-material/Close';\nexport const box = <div className=\"pn-card\"><Close /></div>;"],
    ["a module of src/ that draws MUI beside a plain one", "import { OutlinedField } from '../../../components/forms/OutlinedField';\nimport { PlainField } from '../../../components/plain/PlainField';"],
    ['MUI reached through two modules of src/', "import PlanPage from '../pages/PlanPage';\nexport const cls = 'pn-stack';"],
    ['a chart beside a plain class', "import { BarChart } from '@mui/x-charts/BarChart';\nexport const cls = 'pn-page';"],
  ])('%s: reported', (_case, code) => {
    expect(mixedWith(code)).toBe(true);
  });

  it.each([
    ["MUI's types only", "import type { Theme } from '@mui/material/styles';\nimport { type ButtonProps } from '@mui/material/Button';\nimport { PlainButton } from '../../../components/plain/PlainButton';"],
    ['the theme (no component drawn)', "import { createTheme } from '@mui/material/styles';\nexport const cls = 'pn-stack';"],
    ['an MUI part loaded lazily (a component of its own)', "export const load = () => import('../../../components/layout/PageTabs');\nexport const cls = 'pn-stack';"],
    ['kit-neutral helpers', "import { FormField } from '../../../components/forms/FormField';\nimport { PlainField } from '../../../components/plain/PlainField';"],
  ])('%s: allowed', (_case, code) => {
    expect(mixedWith(code)).toBe(false);
  });

  it('a plain element off the first-paint screens is reported', () => {
    const usage = kitUsageOfSources({ [probe]: "import { PlainButton } from '../../../components/plain/PlainButton';" }).find((entry) => entry.file === probe);
    expect(usage?.plain).toEqual(['src/components/plain/PlainButton.tsx']);
    expect(isFirstPaint(probe)).toBe(false);
  });
});
