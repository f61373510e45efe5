import { insertPasskey } from '../../src/db/queries/passkeys';
import { upsertPushSubscription } from '../../src/db/queries/pushSubscriptions';
import { insertSession } from '../../src/db/queries/sessions';
import { saveVoicemailGreeting } from '../../src/db/queries/voicemailGreetings';
import { insertUser } from '../../src/db/queries/users';
import { generateToken, hashToken } from '../../src/lib/secureTokens';
import { seedDemoAccount } from '../../src/seed/seedDemoAccount';
import type { TestServer } from './testServer';
import { authHeader, uniqueEmail } from './users';

/** A user full of data (the demo account: number, subscription, calls, voicemails, chats, eSIM, blocks). */
export interface Victim {
  userId: number;
  /** Values of the victim's own records, by the parameter or property name that refers to them. */
  references: Record<string, string | number>;
}

/** The victim's passkey's credential id: private, as its label is. */
const VICTIM_PASSKEY_CREDENTIAL_ID = 'victimPasskeyCredential-3b9e';

/** The victim's greeting file name: private, so no other user may ever see it. */
export const VICTIM_GREETING_NAME = 'victim-private-greeting-7f3a.mp3';

export async function seedVictim(server: TestServer): Promise<Victim> {
  const seeded = await seedDemoAccount(server.db);
  const { db } = server;
  const userId = seeded.userId;
  // A greeting whose file name is one of the victim's private markers (see privateMarkersOf).
  await saveVoicemailGreeting(db, userId, Buffer.from([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', VICTIM_GREETING_NAME);
  const chat = await db.selectFrom('chats').select('id').where('user_id', '=', userId).executeTakeFirst();
  const call = await db.selectFrom('calls').select('id').where('user_id', '=', userId).executeTakeFirst();
  const subscription = await db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).executeTakeFirst();
  const blocked = await db.selectFrom('blocked_numbers').select('phone_number').where('user_id', '=', userId).executeTakeFirst();
  const voicemail = await db.selectFrom('voicemails').select('id').where('user_id', '=', userId).executeTakeFirst();
  const receipt = await db.selectFrom('payments').select('id').where('user_id', '=', userId).where('status', '=', 'succeeded').executeTakeFirst();
  const references: Record<string, string | number> = { phone: seeded.phoneNumber, number: seeded.phoneNumber };
  if (chat) references.chatId = String(chat.id);
  if (call) references.id = call.id;
  if (subscription) references.subscriptionId = String(subscription.id);
  if (blocked) references.phone_number = blocked.phone_number;
  if (receipt) references.receiptId = String(receipt.id);
  if (voicemail) references.voicemailId = String(voicemail.id);
  // A live session with a device, so the sessions API has something of the victim's to reach.
  await insertSession(db, userId, hashToken(generateToken()), new Date(Date.now() + 3_600_000), { userAgent: 'VictimBrowser/1.0', ip: '203.0.113.77' });
  const session = await db.selectFrom('sessions').select('public_id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  references.sessionId = session.public_id;
  // That device asked for notifications, so the push routes have a subscription of the victim's to reach.
  const { id: sessionRowId } = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const pushSubscriptionId = 'victimPushSubscription7f3a';
  await upsertPushSubscription(db, {
    id: pushSubscriptionId,
    userId,
    sessionId: sessionRowId,
    endpoint: 'https://push.example.com/send/victim-device-7f3a',
    p256dh: 'BVictimP256dhKey',
    auth: 'victimAuthSecret',
    kinds: ['call', 'message', 'voicemail'],
    previews: true,
  });
  references.pushSubscriptionId = pushSubscriptionId;
  // A port request waiting for a fix, so the tracker's routes have one of the victim's to reach.
  const phone = await db.selectFrom('phones').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  const port = await db
    .insertInto('port_requests')
    .values({ user_id: userId, phone_id: phone.id, phone_number: seeded.phoneNumber, account_number: 'VICTIMACCT9931', pin: '4455', zip: '02110', status: 'rejected', rejection_code: 'pin_mismatch' })
    .returning('public_id')
    .executeTakeFirstOrThrow();
  references.portRequestId = port.public_id;
  // A passkey, so the passkey routes have one of the victim's to reach.
  const passkey = await insertPasskey(
    db,
    { userId, credentialId: VICTIM_PASSKEY_CREDENTIAL_ID, publicKey: new Uint8Array([0xa5, 0x01, 0x02]), counter: 7, transports: ['internal'], label: 'Victim passkey 5d1c', backedUp: false },
    new Date(),
  );
  references.passkeyId = String(passkey.id);
  return { userId, references };
}

/**
 * A signed-in user made straight in the database (no sign-up, no argon2): cheap enough to make a
 * new one per request, which matters when a request deletes the account or ends the session.
 */
export async function createAttacker(server: TestServer): Promise<{ userId: number; headers: { authorization: string } }> {
  const user = await insertUser(server.db, { email: uniqueEmail('attacker'), password_hash: null, first_name: 'Mallory', last_name: 'Attacker', email_verified_at: new Date() });
  const token = generateToken();
  await insertSession(server.db, user.id, hashToken(token), new Date(Date.now() + 3_600_000));
  return { userId: user.id, headers: authHeader(token) };
}
