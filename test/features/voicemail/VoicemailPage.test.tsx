import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { buildCallLogItem, buildVoicemail } from '../../factories';
import { callHistory, callsAndVoicemails, voicemailInbox } from '../../mocks/scenarios';
import { apiUrl } from '../../mocks/apiUrl';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

function openPage(path: string, ...handlers: HttpHandler[]) {
  server.use(...dashboardServer());
  server.use(...handlers);
  // jsdom has no blob: URLs and plays nothing.
  URL.createObjectURL = () => 'blob:voicemail';
  URL.revokeObjectURL = () => undefined;
  return { user: userEvent.setup(), ...renderApp(path, { session: signedInSession() }) };
}

const dentist = buildVoicemail({ id: 501, caller_name: 'Bright Smile Dental', from_number: '6175550111', transcript: 'Confirming your cleaning tomorrow at ten.' });
const sam = buildVoicemail({ id: 502, from_number: '6175550122', received_at: '2026-11-26T09:00:00.000Z', transcript: "I'm running late.", heard: false });
const mom = buildVoicemail({ id: 503, from_number: '6175550133', received_at: '2026-11-20T09:00:00.000Z', transcript: 'Call me back.', heard: true });

const items = () => within(screen.getByRole('list', { name: 'Voicemails, newest first' })).getAllByRole('listitem');
const navLink = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Dashboard' })).queryByRole('link', { name });

describe('Voicemail page', () => {
  it('lists the voicemails newest first, unheard ones marked New, with their transcripts and the unheard count', async () => {
    const { router } = openPage('/dashboard/voicemail', ...voicemailInbox([dentist, sam, mom]));
    await expectLandedOn(router, 'Voicemail', '/dashboard/voicemail');

    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Bright Smile Dental', '(617) 555-0122', '(617) 555-0133']);
    expect(within(items()[0]).getByText('New')).toBeInTheDocument();
    expect(within(items()[2]).queryByText('New')).not.toBeInTheDocument();
    expect(within(items()[0]).getByText('Confirming your cleaning tomorrow at ten.')).toBeInTheDocument();
    expect(screen.getByTestId('unheard-count')).toHaveTextContent('2 unheard');
    expect(navLink(/^Voicemail/)).toHaveAccessibleName('Voicemail 2 unheard');
  });

  it('marks a caller the carrier rates as likely spam, and nothing when the server sends no rating', async () => {
    const spammer = buildVoicemail({ id: 504, from_number: '6175550144', caller_name: 'Warranty Dept', spam_likely: true });
    // mom's factory voicemail has no spam_likely at all, as a backend without ratings sends it.
    openPage('/dashboard/voicemail', ...voicemailInbox([spammer, { ...sam, spam_likely: false }, mom]));

    await waitFor(() => expect(items()).toHaveLength(3));
    expect(within(items()[0]).getByText('Likely spam')).toBeInTheDocument();
    expect(within(items()[0]).getByText('(617) 555-0144')).toBeInTheDocument();
    expect(within(items()[1]).queryByText('Likely spam')).not.toBeInTheDocument();
    expect(within(items()[2]).queryByText('Likely spam')).not.toBeInTheDocument();
  });

  it('plays a voicemail in the page: audio controls, a speed choice and a download', async () => {
    const { user } = openPage('/dashboard/voicemail', ...voicemailInbox([dentist]));
    await user.click(await screen.findByRole('button', { name: 'Play: Bright Smile Dental' }));

    const player = await screen.findByLabelText('Voicemail from Bright Smile Dental');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', 'blob:voicemail');
    const speeds = screen.getByRole('group', { name: 'Playback speed' });
    expect(within(speeds).getAllByRole('button').map((button) => button.textContent)).toEqual(['1×', '1.5×', '2×']);
    await user.click(within(speeds).getByRole('button', { name: '1.5× speed' }));
    expect((player as HTMLAudioElement).playbackRate).toBe(1.5);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'voicemail-501.wav');
  });

  it('marking one heard lowers the count on the page and in the navigation', async () => {
    const { user } = openPage('/dashboard/voicemail', ...voicemailInbox([dentist, sam, mom]));
    await user.click(await screen.findByRole('button', { name: 'Mark as heard: Bright Smile Dental' }));

    await waitFor(() => expect(screen.getByTestId('unheard-count')).toHaveTextContent('1 unheard'));
    expect(navLink(/^Voicemail/)).toHaveAccessibleName('Voicemail 1 unheard');
    expect(within(items()[0]).queryByText('New')).not.toBeInTheDocument();
  });

  it('playing one marks it heard', async () => {
    const { user } = openPage('/dashboard/voicemail', ...voicemailInbox([dentist]));
    await user.click(await screen.findByRole('button', { name: 'Play: Bright Smile Dental' }));
    const player = await screen.findByLabelText('Voicemail from Bright Smile Dental');
    act(() => void player.dispatchEvent(new Event('play')));

    await waitFor(() => expect(screen.getByTestId('unheard-count')).toHaveTextContent('All heard'));
  });

  it('says so when there is none yet', async () => {
    openPage('/dashboard/voicemail', ...voicemailInbox([]));
    expect(await screen.findByText('No voicemails yet')).toBeInTheDocument();
  });

  it('shows older voicemails a page at a time', async () => {
    const { user } = openPage('/dashboard/voicemail', ...voicemailInbox([dentist, sam, mom], { pageSize: 2 }));
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Show older voicemails' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show older voicemails' })).not.toBeInTheDocument();
  });

  it('with a backend without the inbox (404), the navigation and the calls page offer no voicemail', async () => {
    const { router } = openPage('/dashboard/calls', ...callHistory([]));
    await expectLandedOn(router, 'Call history', '/dashboard/calls');
    await screen.findByRole('link', { name: 'Call history' });
    expect(navLink(/^Voicemail/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Calls and voicemail' })).not.toBeInTheDocument();
  });

  it('keeps the Calls | Voicemail row\'s place above the call history while the inbox is asked for, so the heading does not move when it shows', async () => {
    let answerInbox = () => undefined as void;
    const inboxAnswered = new Promise<void>((resolve) => (answerInbox = resolve));
    openPage('/dashboard/calls', ...callHistory([]), ...voicemailInbox([sam]));
    // Held until the test lets it through to the inbox above (a handler that returns nothing passes on).
    server.use(http.get(apiUrl('/voicemails'), async () => void (await inboxAnswered)));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Call history' });
    const place = screen.getByTestId('calls-voicemail-placeholder');
    expect(place.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(place).toHaveStyle({ visibility: 'hidden' });
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation', { name: 'Calls and voicemail' })).not.toBeInTheDocument();

    act(() => answerInbox());
    const switcher = await screen.findByRole('navigation', { name: 'Calls and voicemail' });
    expect(within(switcher).getByRole('link', { name: 'Voicemail (1 unheard)' })).toBeInTheDocument();
    expect(switcher.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('calls-voicemail-placeholder')).not.toBeInTheDocument();
  });

  it('the call a voicemail followed links to it from the call history, beside a Calls | Voicemail switch', async () => {
    const missed = buildCallLogItem({ id: 77, call_from: '6175550111', call_to: '8575550100', hangup_cause: 'NO_ANSWER', duration: 0 });
    const { user, router } = openPage('/dashboard/calls', ...callsAndVoicemails([missed], [{ ...dentist, call_id: 77 }]));
    const switcher = await screen.findByRole('navigation', { name: 'Calls and voicemail' });
    expect(within(switcher).getByRole('link', { name: 'Voicemail (1 unheard)' })).toHaveAttribute('href', '/dashboard/voicemail');

    await user.click(await screen.findByRole('link', { name: 'Voicemail from (617) 555-0111' }));
    await expectLandedOn(router, 'Voicemail', '/dashboard/voicemail?voicemail=501');
    // Opened from the link: its player is open.
    expect(await screen.findByLabelText('Voicemail from Bright Smile Dental')).toBeInTheDocument();
  });
});
