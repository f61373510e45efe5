import type { ActiveSubscription } from '../../src/contract/api';
import { renewDueSubscriptions } from '../src/billing/renewals';
import { lockLapsedNumbers } from '../src/db/queries/numberHolds';
import { buyPlan, contextOf, createSubscribedUser, quietLog } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import type { SignedInUser } from './helpers/users';

const server = setupTestServer();
const DAY = 86_400_000;

let context: ReturnType<typeof contextOf>;
beforeAll(() => {
  context = contextOf(server);
});

const activeOf = async (user: SignedInUser) =>
  (await server.app.inject({ method: 'GET', url: '/api/websubscription/active', headers: user.headers })).json<ActiveSubscription<number>[]>();
const statusOf = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/webgetsubscription', headers: user.headers })).json<{ status: string }>().status;
const cancel = (user: SignedInUser, id: number) => server.app.inject({ method: 'DELETE', url: `/api/websubscription/details/${id}`, headers: user.headers });
const resume = (user: SignedInUser, id: number) => server.app.inject({ method: 'POST', url: `/api/websubscription/details/${id}/resume`, headers: user.headers });
const paymentsOf = (userId: number) => server.db.selectFrom('payments').select('id').where('user_id', '=', userId).execute();
const subscriptionOf = (id: number) => server.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsAbout = async (user: SignedInUser, subject: RegExp) => {
  await server.app.backgroundTasks.idle();
  return mailsTo(server, user.email).filter((mail) => subject.test(mail.subject));
};

/** A subscribed customer, and their subscription's id and paid period's end. */
async function subscribed() {
  const user = await createSubscribedUser(server);
  const [item] = await activeOf(user);
  const periodEnd = new Date(item.renews_at ?? '');
  return { user, id: Number(item.subscription_id), periodEnd };
}

describe('cancelling keeps the paid time', () => {
  test('the plan stays active with its rights until the period ends, is never charged, then lapses as canceled at the period end', async () => {
    const { user, id, periodEnd } = await subscribed();
    expect((await cancel(user, id)).statusCode).toBe(200);

    expect(await statusOf(user)).toBe('active');
    const [item] = await activeOf(user);
    expect(item).toMatchObject({ status: 'active', renews_at: null, cancels_at: periodEnd.toISOString() });
    // An active plan's right: a number can be bought only with one (the upgrade path treats it as active too).
    expect((await buyPlan(server, user, '/webresubscription', 1)).statusCode).toBe(409);

    const paymentsBefore = (await paymentsOf(user.userId)).length;
    const justBefore = await renewDueSubscriptions(context, quietLog, new Date(periodEnd.getTime() - 1));
    expect(justBefore.ended).toBe(0);
    expect(await statusOf(user)).toBe('active');

    const atEnd = await renewDueSubscriptions(context, quietLog, periodEnd);
    expect(atEnd).toMatchObject({ renewed: 0, lapsed: 0, ended: 1 });
    expect(await paymentsOf(user.userId)).toHaveLength(paymentsBefore);
    expect(await statusOf(user)).toBe('canceled');
    expect(await activeOf(user)).toEqual([]);
    const row = await subscriptionOf(id);
    expect(new Date(row.canceled_at ?? 0).getTime()).toBe(periodEnd.getTime());
  });

  test('the number hold counts from the period end, not from the cancel', async () => {
    const { user, id, periodEnd } = await subscribed();
    await server.db.insertInto('phones').values({ user_id: user.userId, phone_number: '5550104242', status: 'active', origin: 'purchased' }).execute();
    await cancel(user, id);
    await renewDueSubscriptions(context, quietLog, periodEnd);
    const lapsedBy = async (at: Date) => (await lockLapsedNumbers(server.db, at, 100)).filter((phone) => phone.user_id === user.userId);
    expect(await lapsedBy(new Date(periodEnd.getTime() - DAY))).toEqual([]);
    expect(await lapsedBy(periodEnd)).toHaveLength(1);
  });

  test('a lapsed (transition) plan has no paid time left: cancelling ends it at once', async () => {
    const { user, id } = await subscribed();
    await server.db.updateTable('subscriptions').set({ status: 'transition' }).where('id', '=', id).execute();
    expect((await cancel(user, id)).statusCode).toBe(200);
    expect(await statusOf(user)).toBe('canceled');
    expect(await mailsAbout(user, /will end on/)).toEqual([]);
  });

  test('cancelling is idempotent and mailed once, with the end date', async () => {
    const { user, id } = await subscribed();
    await cancel(user, id);
    await cancel(user, id);
    const mails = await mailsAbout(user, /will end on/);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/^Your plan will end on \d{1,2} [A-Z][a-z]{2} \d{4}\. It will not renew and you will not be charged again;/);
    expect(mails[0].text).toContain('Resume any time before then: http://app.test/app/dashboard/plan');
    expect(mails[0].text).toContain('then it is held for you for 90 days');
  });
});

describe('POST /api/websubscription/details/{subscriptionId}/resume', () => {
  test('before the period end: the plan renews again (charged at the period end), mailed once, idempotent', async () => {
    const { user, id, periodEnd } = await subscribed();
    await cancel(user, id);
    const resumed = await resume(user, id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({ success: true, message: 'Your plan will renew.' });
    expect((await resume(user, id)).statusCode).toBe(200);
    expect(await activeOf(user)).toEqual([expect.objectContaining({ renews_at: periodEnd.toISOString(), cancels_at: null })]);
    expect(await mailsAbout(user, /will renew$/)).toHaveLength(1);
    expect((await renewDueSubscriptions(context, quietLog, periodEnd)).renewed).toBeGreaterThanOrEqual(1);
    expect(new Date((await subscriptionOf(id)).current_period_end).getTime()).toBeGreaterThan(periodEnd.getTime());
  });

  test('after the period end it answers 409 with a clear message', async () => {
    const { user, id, periodEnd } = await subscribed();
    await cancel(user, id);
    await renewDueSubscriptions(context, quietLog, periodEnd);
    const late = await resume(user, id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ failure: 'This plan has ended and can no longer be resumed. Choose a plan to start a new one.' });
    expect(await statusOf(user)).toBe('canceled');
  });

  test("another customer's subscription is answered 404 and left alone", async () => {
    const owner = await subscribed();
    const intruder = await createSubscribedUser(server);
    await cancel(owner.user, owner.id);
    const response = await resume(intruder, owner.id);
    expect(response.statusCode).toBe(404);
    expect((await activeOf(owner.user))[0]).toMatchObject({ renews_at: null });
  });
});
