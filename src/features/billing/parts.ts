import { lazyPart } from '../../components/staging/lazyParts';

/** The billing page's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

// MUI's Dialog with the theme it is drawn in: neither is needed to show the charges.
export const ReceiptDialog = lazyPart(() => import('./components/ReceiptDialog').then((module) => module.ReceiptDialog), { themed: true });
