import { createSandboxEsimProvider } from '../src/providers/esim/sandboxEsimProvider';
import { setupTestServer } from './helpers/testServer';

/**
 * The sandbox eSIM operator keeps its profiles in the database (sandbox_esim_profiles): two
 * operators on one database, as on two instances, answer one key with one profile.
 */
const server = setupTestServer();

test('two instances provisioning one key at once answer the same profile; another key gets another', async () => {
  const [first, second] = [createSandboxEsimProvider(() => new Date(), server.db), createSandboxEsimProvider(() => new Date(), server.db)];
  const [a, b] = await Promise.all([first.provision({ dataMb: 40, idempotencyKey: 'shared-key' }), second.provision({ dataMb: 40, idempotencyKey: 'shared-key' })]);
  expect(b).toEqual(a);
  expect(a).toEqual({ providerEsimId: expect.stringMatching(/^sandbox-esim-/), iccid: expect.stringMatching(/^89/), imei: null, textQrCode: expect.stringMatching(/^LPA:1\$/) });
  expect(await second.provision({ dataMb: 40, idempotencyKey: 'shared-key' })).toEqual(a);
  expect((await second.provision({ dataMb: 40, idempotencyKey: 'other-key' })).iccid).not.toBe(a.iccid);
  const stored = await server.db.selectFrom('sandbox_esim_profiles').select(['provider_esim_id', 'iccid']).where('idempotency_key', '=', 'shared-key').execute();
  expect(stored).toEqual([{ provider_esim_id: a.providerEsimId, iccid: a.iccid }]);
});

test('a restarted instance (a new operator on the same database) answers a key with the profile provisioned before', async () => {
  const before = await createSandboxEsimProvider(() => new Date(), server.db).provision({ dataMb: 40, idempotencyKey: 'before-restart' });
  expect(await createSandboxEsimProvider(() => new Date(), server.db).provision({ dataMb: 40, idempotencyKey: 'before-restart' })).toEqual(before);
});
