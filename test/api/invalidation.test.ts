import { invalidates, provides } from '../../src/api/tags';
import { recordRequests, summarise } from '../mocks/requestRecorder';
import { server } from '../mocks/server';
import { endpointCase, endpointCases } from './endpointCases';
import { answerEndpointCases, isRequestOf } from './support/endpointCase';
import { settle } from './support/settle';
import { signedInStore } from './support/testStore';

type QueryName = keyof typeof provides;
type MutationName = keyof typeof invalidates;

const queryNames = Object.keys(provides) as QueryName[];
const tagMutations = Object.keys(invalidates) as MutationName[];
const queryCases = endpointCases.filter((row) => row.kind === 'query');
const untaggedMutations = endpointCases.filter((row) => row.kind === 'mutation' && !(row.endpoint in invalidates));

/** The queries whose tags `mutation` invalidates, by the tag map. */
function refetchesByTagMap(mutation: MutationName): QueryName[] {
  const stale = new Set<string>(invalidates[mutation]);
  return queryNames.filter((query) => provides[query].some((tag) => stale.has(tag))).sort();
}

/**
 * Subscribes to every query, runs the mutation, waits for the store to settle and returns the
 * queries asked again, one entry per request.
 */
async function queriesRefetchedAfter(mutation: string): Promise<string[]> {
  server.use(answerEndpointCases(endpointCases));
  const store = signedInStore();
  await Promise.all(queryCases.map((row) => row.start(store)));
  const recorder = recordRequests();
  const mutationRow = endpointCase(mutation);

  const outcome = await mutationRow.start(store);
  await settle(store);

  expect(outcome.error).toBeUndefined();
  const [sent, ...after] = await recorder.requests();
  expect(isRequestOf(mutationRow, sent)).toBe(true);
  return after
    .map((request) => queryCases.find((row) => isRequestOf(row, request))?.endpoint ?? summarise([request]))
    .sort();
}

describe('the tag map', () => {
  it('names real queries and mutations, and tags every query but the area-code search, the quote, receipts, the live stream, the demo account and the push key', () => {
    expect(queryNames.filter((name) => endpointCase(name).kind !== 'query')).toEqual([]);
    expect(tagMutations.filter((name) => endpointCase(name).kind !== 'mutation')).toEqual([]);
    expect(queryCases.map((row) => row.endpoint).filter((name) => !(name in provides))).toEqual([
      'searchAvailablePhones',
      // A quote is fetched afresh each time (it expires); a receipt never changes.
      'getUpgradeQuote',
      'getReceipt',
      // The live stream's state is written by its own events, never refetched.
      'liveActivity',
      // The sandbox's demo customer never changes while the page is open.
      'getDemoAccount',
      // The server's Web Push key changes only with its configuration.
      'getPushConfig',
    ]);
  });

  it.each(tagMutations)('makes something stale when %s runs', (mutation) => {
    expect(refetchesByTagMap(mutation).length).toBeGreaterThan(0);
  });

  it('refetches what a customer would expect after blocking, buying credits and subscribing', () => {
    expect(refetchesByTagMap('blockNumbers')).toEqual(['getBlockedNumbers', 'getCallLog', 'getChats']);
    // Every charge is a row of the history; a card saved with it becomes the card on file.
    expect(refetchesByTagMap('purchaseCredit')).toEqual(['getBalance', 'getBillingHistory', 'getCardOnFile']);
    expect(refetchesByTagMap('subscribe')).toEqual(
      expect.arrayContaining(['getActiveSubscriptions', 'getBalance', 'getPhones', 'getSubscription']),
    );
  });
});

describe('after a mutation, with every query subscribed', () => {
  it.each(tagMutations)('%s refetches exactly the queries of its tags, once each', async (mutation) => {
    expect(await queriesRefetchedAfter(mutation)).toEqual(refetchesByTagMap(mutation));
  });

  it.each(untaggedMutations)('$endpoint refetches nothing', async (row) => {
    expect(await queriesRefetchedAfter(row.endpoint)).toEqual([]);
  });
});
