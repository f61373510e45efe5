/**
 * The server's entry for tests that stop it mid-work (purchaseDurability.test.ts, the cluster
 * tests): the production one (src/index.ts), with a pause point that stops at the step named by
 * TEST_PURCHASE_PAUSE_AT, for good or, with TEST_PAUSE_UNTIL_SIGTERM=1, until SIGTERM.
 */
import type { PurchaseStep } from '../../src/billing/pausePoint';
import { startServer } from '../../src/serve';
import { PAUSE_AT_VARIABLE, PAUSE_UNTIL_SIGTERM_VARIABLE, pauseForGoodAt, pauseUntilSigtermAt } from './purchasePause';

const pauseAt = (process.env[PAUSE_AT_VARIABLE] ?? '') as PurchaseStep | '';
startServer({ pausePoint: process.env[PAUSE_UNTIL_SIGTERM_VARIABLE] === '1' ? pauseUntilSigtermAt(pauseAt) : pauseForGoodAt(pauseAt) });
