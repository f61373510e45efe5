// Journey 4, on the demo account of `npm run seed`: the calls page (grouping, icons,
// block contact), chats (images, ticks, delete chat), blocked numbers (unblock) and account edits
// (name, email confirmed through the link mailed to it, MP3 greeting with a non-MP3 refused, password change then
// log in with the new one).
import { formatDay, utcClock } from '../../../src/contract/dateFormat';
import { DEMO_CONTACTS } from '../../../server/src/seed/demoContacts';
import { setupJourneys } from '../support/journey';
import { linkIn, waitForMail } from '../support/outbox';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';
import { sendTelephonyEvent } from '../support/telephony';

const journey = setupJourneys({ seed: true });

/** '6175550181' as the app shows it. */
function shown(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}


/** Three frames of MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: what the server accepts as an MP3. */
function tinyMp3(): Buffer {
  const frameBytes = 417;
  const frames = Buffer.alloc(frameBytes * 3, 0x55);
  for (let i = 0; i < 3; i += 1) Buffer.from([0xff, 0xfb, 0x90, 0x00]).copy(frames, i * frameBytes);
  return frames;
}

test('journey 4: the demo account manages calls, chats, blocked numbers and its details', async () => {
  const { page, server, context } = journey;
  const demo = server.demo!;

  // Three calls arrive from the carrier just now: answered in and out, and one missed.
  const now = Date.now();
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
  const caller = '6175550181';
  const callee = '6175550182';
  const missed = '6175550183';
  await sendTelephonyEvent(server, { event: 'call.completed', phone_number: demo.phoneNumber, call_from: `+1${caller}`, call_to: `+1${demo.phoneNumber}`, started_at: at(30), duration: 75, hangup_cause: 'SUCCESS' });
  await sendTelephonyEvent(server, { event: 'call.completed', phone_number: demo.phoneNumber, call_from: `+1${demo.phoneNumber}`, call_to: `+1${callee}`, started_at: at(20), duration: 42, hangup_cause: 'SUCCESS' });
  await sendTelephonyEvent(server, { event: 'call.completed', phone_number: demo.phoneNumber, call_from: `+1${missed}`, call_to: `+1${demo.phoneNumber}`, started_at: at(10), duration: 0, hangup_cause: 'NO_ANSWER' });

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');

  // Calls: newest first under a day heading; icon, other party, duration or cause.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Call history' }).click();
  await waitForRoute(page, '/dashboard/calls');
  await waitForHeading(page, 'Call history');
  const rowOf = (digits: string) => page.getByRole('button', { name: `Actions for the call with ${shown(digits)}` }).first().locator('..');
  const expectRow = async (digits: string, icon: string, outcome: string) => {
    const row = rowOf(digits);
    await row.getByRole('img', { name: icon }).waitFor();
    await row.getByText(outcome, { exact: true }).waitFor();
  };
  await expectRow(caller, 'Incoming call', '1 min');
  await expectRow(callee, 'Outgoing call', '42 s');
  await expectRow(missed, 'Missed call', 'No answer');
  const headings = page.getByRole('heading', { level: 2 });
  // The journey's browser runs in UTC; today's calls are headed 'Today · DD MMM YYYY'.
  expect(await headings.first().textContent()).toBe(`Today · ${formatDay(new Date(now - 10_000), utcClock)}`);
  await journey.checkpoint('calls');

  // Block the missed caller from the row menu, confirmed in a dialog; the row says Blocked and the
  // menu offers blocking no more.
  await rowOf(missed).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Block contact' }).click();
  const confirmBlock = page.getByRole('dialog', { name: /^Block / });
  await journey.checkpoint('block contact confirmation');
  await confirmBlock.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByText('Contact has been blocked').waitFor();
  await rowOf(missed).getByText('Blocked', { exact: true }).waitFor();
  await rowOf(missed).getByRole('button').click();
  await page.waitForFunction(() => document.querySelector('[role="menuitem"][aria-disabled="true"]')?.textContent === 'Block contact');
  await page.keyboard.press('Escape');

  // Chats: the first demo conversation has a picture and delivered (ticked) replies.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Chats' }).click();
  await waitForRoute(page, '/dashboard/chats');
  const contact = shown(DEMO_CONTACTS[0]);
  await page.getByRole('list', { name: 'Conversations' }).getByText(contact).click();
  const conversation = page.getByRole('region', { name: `Conversation with ${contact}` });
  const picture = conversation.getByRole('img', { name: 'Picture in the message' });
  await picture.waitFor();
  await page.waitForFunction((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0, await picture.elementHandle());
  expect(await conversation.getByRole('img', { name: 'Sent' }).count()).toBeGreaterThan(0);
  await journey.checkpoint('chat');
  // The conversation's days have headings, and at 1280 px (the checkpoint ends at desktop size) no
  // number or date breaks across lines: each is one line high.
  expect(await conversation.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
  const wrappedLines = await page.evaluate(() =>
    [...document.querySelectorAll('.chat-number, .chat-date, .chat-bubble__time')].filter((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return element.getBoundingClientRect().height > lineHeight * 1.5;
    }).length,
  );
  expect(wrappedLines).toBe(0);
  // At phone size the list and the conversation take turns: make sure the conversation is open.
  await page.getByRole('list', { name: 'Conversations' }).getByText(contact).click();
  await conversation.getByRole('button', { name: `Actions for the conversation with ${contact}` }).click();
  await page.getByRole('menuitem', { name: 'Delete chat' }).click();
  await page.getByText('Number has been deleted').waitFor();
  await page.getByRole('list', { name: 'Conversations' }).getByText(contact).waitFor({ state: 'detached' });

  // Blocked numbers: nothing selected is refused, then the blocked caller is unblocked.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage account' }).click();
  await waitForHeading(page, 'Manage account');
  await page.getByRole('tab', { name: 'Blocked numbers' }).click();
  const blockedForm = page.getByRole('form', { name: 'Blocked numbers' });
  await blockedForm.getByLabel(shown(missed)).waitFor();
  await blockedForm.getByRole('button', { name: 'UNBLOCK' }).click();
  await page.getByText('Please select at least one number').waitFor();
  await journey.checkpoint('blocked numbers');
  // Looking at the page at phone size and back keeps the open tab (no remount at the 900 px breakpoint).
  expect(await page.getByRole('tab', { name: 'Blocked numbers' }).getAttribute('aria-selected')).toBe('true');
  await blockedForm.getByLabel(shown(missed)).check();
  await blockedForm.getByRole('button', { name: 'UNBLOCK' }).click();
  await page.getByText('Number has been unblocked').waitFor();
  await blockedForm.getByLabel(shown(missed)).waitFor({ state: 'detached' });

  // Edit information: the name.
  await page.getByRole('tab', { name: 'Edit information' }).click();
  const nameForm = page.getByRole('form', { name: 'Your name' });
  // Read-only until UPDATE, and looking it: a dashed outline, then the solid one of a field being edited.
  const outlineStyle = () => nameForm.getByLabel('First name').evaluate((input) => getComputedStyle(input.parentElement!.querySelector('.pn-field__outline')!).borderTopStyle);
  expect(await nameForm.getByLabel('First name').getAttribute('readonly')).not.toBeNull();
  expect(await outlineStyle()).toBe('dashed');
  await nameForm.getByRole('button', { name: 'UPDATE' }).click();
  expect(await outlineStyle()).toBe('solid');
  await nameForm.getByLabel('First name').fill('Dana');
  await nameForm.getByLabel('Last name').fill('Renamed');
  await nameForm.getByRole('button', { name: 'SAVE INFO' }).click();
  await page.getByText('Your name has been saved.').waitFor();
  await page.getByText('Dana Renamed').first().waitFor();

  // The email: asked for with the current password; it changes once the link mailed to the new address is followed.
  const newEmail = 'dana.renamed@example.com';
  const emailForm = page.getByRole('form', { name: 'Your email' });
  await emailForm.getByRole('button', { name: 'UPDATE' }).click();
  await emailForm.getByLabel('Email').fill(newEmail);
  await emailForm.getByLabel('Current password').fill(demo.password);
  await emailForm.getByRole('button', { name: 'SAVE EMAIL' }).click();
  await emailForm.getByText(`We sent a confirmation link to ${newEmail}. Your email stays ${demo.email} until you open it.`).waitFor();
  await journey.checkpoint('email change requested');
  const mailTab = await context.newPage();
  await mailTab.goto(linkIn(await waitForMail(server, newEmail), '/api/account/confirm-email-change'));
  await mailTab.getByRole('button', { name: 'Confirm new address' }).click();
  await mailTab.getByRole('heading', { name: 'Email address changed' }).waitFor();
  await mailTab.close();
  await page.reload();
  await waitForHeading(page, 'Manage account');
  expect(await emailForm.getByLabel('Email').inputValue()).toBe(newEmail);
  await page.getByText('Verified', { exact: true }).waitFor();

  // The greeting: a text file is refused at once, a fake MP3 by the server, a real MP3 uploads.
  const greetingForm = page.getByRole('form', { name: 'Voicemail greeting' });
  const fileInput = greetingForm.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
  await page.getByText('Please select an MP3 file first!').waitFor();
  journey.expectFailure({ url: /\/api\/webvmgreeting\/?$/, status: 400 });
  await fileInput.setInputFiles({ name: 'fake.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('this is no mpeg audio at all') });
  await greetingForm.getByRole('button', { name: 'UPLOAD' }).click();
  await page.getByRole('alert').filter({ hasText: /MP3/ }).first().waitFor();
  await fileInput.setInputFiles({ name: 'greeting.mp3', mimeType: 'audio/mpeg', buffer: tinyMp3() });
  await greetingForm.getByRole('button', { name: 'UPLOAD' }).click();
  await page.getByText('Voicemail greeting has been uploaded').waitFor();
  await greetingForm.getByText(/^Current greeting: greeting\.mp3, uploaded \d{2} \w{3} \d{4}$/).waitFor();
  const greeting = await server.db.selectFrom('voicemail_greetings').select('user_id').where('user_id', '=', demo.userId).execute();
  expect(greeting).toHaveLength(1);
  // Played back from a blob: URL (the token went in a header), then reset after the confirmation.
  await greetingForm.getByRole('button', { name: 'Play greeting' }).click();
  const player = greetingForm.getByLabel('Your voicemail greeting');
  expect(await player.getAttribute('src')).toMatch(/^blob:/);
  await greetingForm.getByRole('button', { name: 'Reset to standard greeting' }).click();
  await greetingForm.getByRole('alertdialog').getByText('Callers will hear the standard greeting again.', { exact: false }).waitFor();
  await greetingForm.getByRole('button', { name: 'Reset greeting' }).click();
  await greetingForm.getByText('No greeting uploaded yet: callers hear the standard one.').waitFor();
  expect(await server.db.selectFrom('voicemail_greetings').select('user_id').where('user_id', '=', demo.userId).execute()).toHaveLength(0);

  // The password, then out and back in with the new email and password.
  const newPassword = 'renamed-password-9';
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill(demo.password);
  await passwordForm.getByLabel('New password').fill(newPassword);
  await passwordForm.getByLabel('Retype password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await page.getByText('Password Changed').waitFor();
  await journey.checkpoint('account edited');
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await waitForRoute(page, '/login');
  await logIn(page, newEmail, newPassword);
  await waitForRoute(page, '/dashboard/account');
  await page.getByText('Dana Renamed').first().waitFor();
});
