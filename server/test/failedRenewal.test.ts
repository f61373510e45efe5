import type { BillingHistoryPage } from '../../src/contract/api';
import { sendFailedRenewalEmail } from '../src/billing/billingMail';
import { NO_SAVED_CARD } from '../src/billing/purchase';
import { renewDueSubscriptions } from '../src/billing/renewals';
import { contextOf, createSubscribedUser, quietLog, saveCard } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import type { SignedInUser } from './helpers/users';

const server = setupTestServer();

const SUBJECT = 'Action needed: your SLYNUMBER plan could not be renewed';
const makeDue = (userId: number) =>
  server.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('user_id', '=', userId).where('status', '=', 'active').execute();
const historyOf = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/billing/history', headers: user.headers })).json<BillingHistoryPage<number>>().items;
/** One context for the test file: its background tasks (the mail the renewal run sends) are waited for. */
let context: ReturnType<typeof contextOf>;
beforeAll(() => {
  context = contextOf(server);
});
const failureMails = async (user: SignedInUser) => {
  await context.background.idle();
  await server.app.backgroundTasks.idle();
  return mailsTo(server, user.email).filter((mail) => mail.subject === SUBJECT);
};

describe('a failed renewal', () => {
  test('emails the customer once (what happened, what to do, the plan page) and shows as failed_renewal', async () => {
    const user = await createSubscribedUser(server);
    await saveCard(server, user, 'tok_chargeCustomerFail');
    await makeDue(user.userId);
    await renewDueSubscriptions(context, quietLog);
    const [mail] = await failureMails(user);
    expect(mail.text).toContain('We could not charge $12.99 (Plan renewal: Monthly): Your card was declined.');
    expect(mail.text).toContain('update your payment information and renew your plan here:\nhttp://app.test/app/dashboard/plan');
    expect(mail.links).toEqual(['http://app.test/app/dashboard/plan']);
    const [failed] = await historyOf(user);
    expect(failed).toMatchObject({ kind: 'failed_renewal', status: 'failed', amount_cents: 1299, description: 'Plan renewal: Monthly', receipt_id: null });

    // Later runs, and a second path telling of the same failure, send nothing more.
    await renewDueSubscriptions(context, quietLog);
    sendFailedRenewalEmail(context, failed.id, quietLog);
    expect(await failureMails(user)).toHaveLength(1);
  });

  test('with no card on file it is recorded and mailed too', async () => {
    const user = await createSubscribedUser(server);
    await server.db.updateTable('users').set({ payment_method_token: null }).where('id', '=', user.userId).execute();
    await makeDue(user.userId);
    await renewDueSubscriptions(context, quietLog);
    const [mail] = await failureMails(user);
    expect(mail.text).toContain(NO_SAVED_CARD);
    expect((await historyOf(user))[0]).toMatchObject({ kind: 'failed_renewal', status: 'failed', card: null });
  });

  test('a successful renewal is a renewal with a receipt, and no failure mail', async () => {
    const user = await createSubscribedUser(server);
    await makeDue(user.userId);
    await renewDueSubscriptions(context, quietLog);
    const [renewal] = await historyOf(user);
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'succeeded', receipt_id: renewal.id, card: { brand: 'visa', last4: '4242' } });
    expect(await failureMails(user)).toEqual([]);
    await context.background.idle();
    expect(mailsTo(server, user.email).filter((mail) => mail.subject.includes('receipt'))).toHaveLength(2);
  });
});
