import type { Theme } from '@mui/material/styles';
import { accountFormsCss } from './plainStyles/accountFormsCss';
import { baseCss } from './plainStyles/baseCss';
import { billingCss } from './plainStyles/billingCss';
import { callsCss } from './plainStyles/callsCss';
import { voicemailCss } from './plainStyles/voicemailCss';
import { chatsCss } from './plainStyles/chatsCss';
import { choiceCardsCss } from './plainStyles/choiceCardsCss';
import { controlsCss } from './plainStyles/controlsCss';
import { cssText, type PlainSheet } from './plainStyles/cssText';
import { dashboardCss } from './plainStyles/dashboardCss';
import { esimCss } from './plainStyles/esimCss';
import { panelCss } from './plainStyles/panelCss';
import { paymentCss } from './plainStyles/paymentCss';
import { portingCss } from './plainStyles/portingCss';
import { fieldCss } from './plainStyles/fieldCss';
import { layoutCss } from './plainStyles/layoutCss';
import { planCss } from './plainStyles/planCss';
import { purchaseCss } from './plainStyles/purchaseCss';
import { surfacesCss } from './plainStyles/surfacesCss';

/** The plain kit's sheets, in cascade order (the base first: its rules are the defaults). */
const plainSheets: PlainSheet[] = [baseCss, controlsCss, fieldCss, surfacesCss, choiceCardsCss, dashboardCss, panelCss, portingCss, planCss, esimCss, accountFormsCss, purchaseCss, paymentCss, callsCss, chatsCss, voicemailCss, billingCss, layoutCss];

/**
 * The stylesheet the build links from index.html (never bundled into the app): the CSS variables
 * of both colour schemes, exactly as MUI would insert them at run time, then the plain kit's
 * rules and the features' own classes (calls-, chat-, billing-), written with those variables. So
 * the first paint has every token without any of MUI's JavaScript, no feature inserts styles at run
 * time, and a token changed in tokens.ts reaches both kits.
 */
export function themeStylesheet(theme: Theme): string {
  const variables = theme.generateStyleSheets().map((sheet) => cssText(sheet as Parameters<typeof cssText>[0]));
  return [...variables, ...plainSheets.map((sheet) => sheet(theme).trim())].join('\n') + '\n';
}
