import { changeEmail, changePassword, getProfile, mailedToken, submitLinkForm } from './helpers/accountChanges';
import { lastMailTo, linkIn, mailsTo, tokenOf } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, createUser, signIn, signupPayload, uniqueEmail, type SignedInUser } from './helpers/users';

// A new email takes effect only through the link mailed to it; the old address can undo it.
const server = setupTestServer();

const CONFIRM = '/api/account/confirm-email-change';
const UNDO = '/api/account/undo-email-change';

const requestChange = (user: SignedInUser, email: string) => changeEmail(server, user.headers, email, { current_password: user.password });

/** Asks for the change and follows the link mailed to the new address. */
async function changeConfirmed(user: SignedInUser, newEmail: string): Promise<void> {
  expect((await requestChange(user, newEmail)).statusCode).toBe(200);
  expect((await submitLinkForm(server, CONFIRM, await mailedToken(server, newEmail, CONFIRM))).statusCode).toBe(200);
}

async function emailOf(userId: number) {
  return server.db.selectFrom('users').select(['email', 'email_verified_at']).where('id', '=', userId).executeTakeFirstOrThrow();
}

describe('the link mailed to the new address', () => {
  test('the email changes only when it is followed and its button pressed; the old address is told, with an undo link', async () => {
    const user = await createSignedInUser(server);
    const newEmail = uniqueEmail('new');
    expect((await requestChange(user, newEmail)).statusCode).toBe(200);
    expect((await getProfile(server, user.headers)).json()).toMatchObject({ email: user.email, is_verified: true });
    expect(await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: newEmail, password: user.password } })).toHaveProperty('statusCode', 400);

    const mail = await lastMailTo(server, newEmail);
    expect(mail.subject).toBe('Confirm your new email address for SLYNUMBER');
    const link = linkIn(server, mail, CONFIRM);
    // Opening the link (as a mail scanner would) only shows the question.
    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(`Use ${newEmail} as the email address`);
    expect(page.body).toContain(`action="${CONFIRM}"`);
    expect((await emailOf(user.userId)).email).toBe(user.email);

    const confirmed = await submitLinkForm(server, CONFIRM, tokenOf(link));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Email address changed');
    expect((await getProfile(server, user.headers)).json()).toMatchObject({ email: newEmail, is_verified: true });
    expect(await signIn(server, newEmail, user.password)).toEqual(expect.any(String));

    const notice = await lastMailTo(server, user.email);
    expect(notice.subject).toBe('The email address of your SLYNUMBER account was changed');
    expect(notice.text).toContain(newEmail);
    expect(linkIn(server, notice, UNDO)).toMatch(/\?token=/);

    // Used once.
    expect((await submitLinkForm(server, CONFIRM, tokenOf(link))).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(400);
  });

  test('only the newest request counts: an earlier link no longer works', async () => {
    const user = await createSignedInUser(server);
    const first = uniqueEmail('first');
    await requestChange(user, first);
    const firstToken = await mailedToken(server, first, CONFIRM);
    await requestChange(user, uniqueEmail('second'));
    await server.app.backgroundTasks.idle();
    expect((await submitLinkForm(server, CONFIRM, firstToken)).statusCode).toBe(400);
    expect((await emailOf(user.userId)).email).toBe(user.email);
  });

  test('an address taken between the request and the link is not given away', async () => {
    const user = await createSignedInUser(server);
    const wanted = uniqueEmail('contested');
    await requestChange(user, wanted);
    const token = await mailedToken(server, wanted, CONFIRM);
    await createUser(server, { email: wanted, verified: false });
    const response = await submitLinkForm(server, CONFIRM, token);
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('now belongs to another account');
    expect((await emailOf(user.userId)).email).toBe(user.email);
  });

  test('an unknown token gets the expired-link page', async () => {
    // A well-formed token (as issued, 43 characters); a cut or missing one is malformedLinks.test.ts's.
    for (const url of [`${CONFIRM}?token=unknown-token-xxxxxxxxxxxxxxxxxxxxxxxxxxxxx`, `${UNDO}?token=unknown-token-xxxxxxxxxxxxxxxxxxxxxxxxxxxxx`]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Link expired');
    }
  });
});

describe('a taken address and a free one get the same answer', () => {
  test('status and body alike; the owner of the taken address is mailed, nothing changes, and an earlier pending link stops working too', async () => {
    const user = await createSignedInUser(server);
    const owner = await createUser(server);
    const pending = uniqueEmail('pending');
    await requestChange(user, pending);
    const pendingToken = await mailedToken(server, pending, CONFIRM);
    const ownerMailsBefore = mailsTo(server, owner.email).length;

    const taken = await requestChange(user, owner.email.toUpperCase());
    const free = await requestChange(user, uniqueEmail('free'));
    expect({ status: taken.statusCode, body: taken.body }).toEqual({ status: free.statusCode, body: free.body });
    expect(taken.json()).toEqual({ success: true, message: 'Check your new address for a confirmation link. Your email changes once you open it.' });

    const ownerMail = await lastMailTo(server, owner.email);
    expect(mailsTo(server, owner.email)).toHaveLength(ownerMailsBefore + 1);
    expect(ownerMail.subject).toBe('Someone tried to use your email address at SLYNUMBER');
    expect(ownerMail.links).toEqual([]);
    expect((await emailOf(user.userId)).email).toBe(user.email);
    expect((await emailOf(owner.userId)).email).toBe(owner.email);
    expect((await submitLinkForm(server, CONFIRM, pendingToken)).statusCode).toBe(400);
  });
});

describe('the undo link mailed to the old address', () => {
  test('restores the old address, signs out every session, and offers a new password', async () => {
    const user = await createSignedInUser(server);
    const otherSession = authHeader(await signIn(server, user.email, user.password));
    const newEmail = uniqueEmail('taker');
    await changeConfirmed(user, newEmail);
    const undoLink = linkIn(server, await lastMailTo(server, user.email), UNDO);

    const page = await server.app.inject({ method: 'GET', url: undoLink });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Put ${user.email} back`);
    expect((await emailOf(user.userId)).email).toBe(newEmail);

    const undone = await submitLinkForm(server, UNDO, tokenOf(undoLink));
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain('Email change undone');
    const row = await emailOf(user.userId);
    expect(row.email).toBe(user.email);
    expect(row.email_verified_at).not.toBeNull();
    expect((await getProfile(server, user.headers)).statusCode).toBe(401);
    expect((await getProfile(server, otherSession)).statusCode).toBe(401);

    // The page's link sets a new password for the restored account.
    const resetPath = /href="(\/api\/account\/reset-password\?token=[^"]+)"/.exec(undone.body)?.[1] ?? '';
    expect((await server.app.inject({ method: 'GET', url: resetPath.replace(/&amp;/g, '&') })).statusCode).toBe(200);
    // Used once.
    expect((await submitLinkForm(server, UNDO, tokenOf(undoLink))).statusCode).toBe(400);
  });

  test("the first owner's undo wins over a later change's undo, used before or after it", async () => {
    const victim = await createSignedInUser(server);
    const second = uniqueEmail('second');
    const third = uniqueEmail('third');
    await changeConfirmed(victim, second);
    const victimUndo = await mailedToken(server, victim.email, UNDO);
    await changeConfirmed(victim, third);
    const secondUndo = await mailedToken(server, second, UNDO);

    expect((await submitLinkForm(server, UNDO, secondUndo)).statusCode).toBe(200);
    expect((await emailOf(victim.userId)).email).toBe(second);
    expect((await submitLinkForm(server, UNDO, victimUndo)).statusCode).toBe(200);
    expect((await emailOf(victim.userId)).email).toBe(victim.email);
  });

  test("an undo voids later changes' undo links and any pending change", async () => {
    const victim = await createSignedInUser(server);
    const second = uniqueEmail('second');
    await changeConfirmed(victim, second);
    const victimUndo = await mailedToken(server, victim.email, UNDO);
    const third = uniqueEmail('third');
    await changeConfirmed(victim, third);
    const secondUndo = await mailedToken(server, second, UNDO);
    const fourth = uniqueEmail('fourth');
    await requestChange(victim, fourth);
    const pendingToken = await mailedToken(server, fourth, CONFIRM);

    expect((await submitLinkForm(server, UNDO, victimUndo)).statusCode).toBe(200);
    expect((await submitLinkForm(server, UNDO, secondUndo)).statusCode).toBe(400);
    expect((await submitLinkForm(server, CONFIRM, pendingToken)).statusCode).toBe(400);
    expect((await emailOf(victim.userId)).email).toBe(victim.email);
  });

  test('while it works, nobody can sign up with the old address to block it', async () => {
    const user = await createSignedInUser(server);
    await changeConfirmed(user, uniqueEmail('moved'));
    const squat = await server.app.inject({ method: 'POST', url: '/api/user/newsignup', payload: signupPayload({ email: user.email }) });
    expect(squat.statusCode).toBe(409);
    expect((await submitLinkForm(server, UNDO, await mailedToken(server, user.email, UNDO))).statusCode).toBe(200);
    expect((await emailOf(user.userId)).email).toBe(user.email);
  });
});

describe('a password change', () => {
  test("is told to the account's address, with no secret in the mail", async () => {
    const user = await createSignedInUser(server);
    const newPassword = 'a fresh password 7';
    expect((await changePassword(server, user.headers, newPassword, { current_password: user.password })).statusCode).toBe(200);
    const mail = await lastMailTo(server, user.email);
    expect(mail.subject).toBe('Your SLYNUMBER password was changed');
    expect(mail.text).not.toContain(newPassword);
    expect(mail.text).not.toContain(user.password);
    expect(mail.links).toEqual([`${server.config.publicUrl}/app/forgot-password`]);
  });
});

describe('rate limits', () => {
  const limited = setupTestServer({ RATE_LIMIT_EMAIL_CHANGE_PER_ACCOUNT: '2', RATE_LIMIT_EMAIL_CHANGE_PER_IP: '3' });
  const fromAddress = (user: SignedInUser, remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url: '/api/webupdateemail', headers: user.headers, remoteAddress, payload: { email: uniqueEmail(), current_password: user.password } });

  test('per account: the third request in a window is a 429', async () => {
    const user = await createSignedInUser(limited);
    expect((await fromAddress(user, '10.0.0.1')).statusCode).toBe(200);
    expect((await fromAddress(user, '10.0.0.2')).statusCode).toBe(200);
    const refused = await fromAddress(user, '10.0.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  test('per address: the fourth request from one address is a 429, whoever asks', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(limited)));
    const statuses = [];
    for (const user of users) statuses.push((await fromAddress(user, '10.0.1.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
