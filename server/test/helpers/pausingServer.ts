/**
 * The server's entry for purchaseDurability.test.ts: the production one (src/index.ts), with a
 * pause point that stops purchases at the step named by TEST_PURCHASE_PAUSE_AT.
 */
import type { PurchaseStep } from '../../src/billing/pausePoint';
import { startServer } from '../../src/serve';
import { PAUSE_AT_VARIABLE, pauseForGoodAt } from './purchasePause';

startServer({ pausePoint: pauseForGoodAt((process.env[PAUSE_AT_VARIABLE] ?? '') as PurchaseStep | '') });
