import { twoServersOnOneDatabase } from '../helpers/twoServers';
import { createSignedInUser } from '../helpers/users';
import { waitUntil } from '../helpers/waitUntil';

/**
 * PostgreSQL only (the server project runs this folder when TEST_DATABASE_URL is set): instances
 * share a customer's heavy-read turns through leases in heavy_read_turns. The embedded database is
 * opened by one process, whose in-memory turns are all there are (http/heavyReadsFor.ts).
 */
const { server, other } = twoServersOnOneDatabase();

test('a heavy read on one instance waits while the customer’s two turns run on the other, and is answered when one ends', async () => {
  const customer = await createSignedInUser(server);
  const releases: (() => void)[] = [];
  const running = Array.from({ length: 2 }, () => server.app.heavyReads.run(customer.userId, () => new Promise<void>((resolve) => releases.push(resolve))));
  await waitUntil(async () => releases.length === 2);
  const answer = other.app.inject({ method: 'GET', url: '/api/webcalllog', headers: customer.headers });
  // Admitted on its own instance, but holding none of the customer's turns yet.
  await waitUntil(async () => other.app.heavyReads.load(customer.userId).running === 1);
  expect(await heldTurns(customer.userId)).toBe(2);
  releases[0]();
  expect((await answer).statusCode).toBe(200);
  releases[1]();
  await Promise.all(running);
  expect(await heldTurns(customer.userId)).toBe(0);
});

async function heldTurns(userId: number): Promise<number> {
  return (await server.db.selectFrom('heavy_read_turns').select('slot').where('user_id', '=', userId).execute()).length;
}

