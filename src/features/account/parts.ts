import { lazyPart } from '../../components/staging/lazyParts';
import type { AccountTab } from './components/accountTabs';

/** The account page's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

/** MUI's tab strip (mounted once the panel is on screen, see AccountPage). */
export const AccountTabStrip = lazyPart(
  () => import('../../components/layout/PageTabs').then((module) => module.PageTabs<AccountTab>),
  { themed: true },
);
/** The other two tabs load when first chosen; their popups (MUI) when first asked for. */
export const BlockedNumbersTab = lazyPart(() => import('./components/BlockedNumbersTab').then((module) => module.BlockedNumbersTab));
export const DeleteAccountTab = lazyPart(() => import('./components/DeleteAccountTab').then((module) => module.DeleteAccountTab));
export const DeleteAccountDialog = lazyPart(() => import('./components/DeleteAccountDialog').then((module) => module.DeleteAccountDialog), { themed: true });
/** This device's notification switches (plain kit), before the signed-in devices. */
export const NotificationsSection = lazyPart(() => import('./components/NotificationsSection').then((module) => module.NotificationsSection));
/** The signed-in devices (plain kit), below the forms; its confirmation (MUI) loads at the first question. */
export const SignedInDevicesSection = lazyPart(() => import('./components/SignedInDevicesSection').then((module) => module.SignedInDevicesSection));
export const SignOutDeviceDialog = lazyPart(() => import('./components/SignOutDeviceDialog').then((module) => module.SignOutDeviceDialog), { themed: true });
/** Asks before a passkey is removed (MUI): loads at the first question. */
export const RemovePasskeyDialog = lazyPart(() => import('./components/RemovePasskeyDialog').then((module) => module.RemovePasskeyDialog), { themed: true });
/** 'Download your data' (plain kit), last on the page, below the devices; its proof popup (MUI) loads when asked for. */
export const DataExportSection = lazyPart(() => import('./components/DataExportSection').then((module) => module.DataExportSection));
export const DataExportDialog = lazyPart(() => import('./components/DataExportDialog').then((module) => module.DataExportDialog), { themed: true });
export const ResendVerificationDialog = lazyPart(
  () => import('./components/ResendVerificationDialog').then((module) => module.ResendVerificationDialog),
  { themed: true },
);
/** Only accounts without a password need it: its code, and the providers', loads when it shows. */
export const ProviderConfirmation = lazyPart(() => import('./components/ProviderConfirmation').then((module) => module.ProviderConfirmation));
