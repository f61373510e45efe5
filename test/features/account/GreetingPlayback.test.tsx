import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { renderApp, signedInSession } from '../../app/renderApp';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, currentGreeting } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

const GREETING = { file_name: 'hello.mp3', size_bytes: 1200, uploaded_at: '2026-11-20T10:00:00.000Z' };
const notFound = () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 });

// jsdom has no blob: URLs: a stand-in that names what it was made from.
const madeUrls: Blob[] = [];
beforeEach(() => {
  madeUrls.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    madeUrls.push(blob);
    return `blob:greeting-${madeUrls.length}`;
  });
  URL.revokeObjectURL = jest.fn();
});

async function openAccountPage(...handlers: HttpHandler[]) {
  const user = userEvent.setup();
  server.use(...dashboardServer(), ...accountChangesAccepted());
  server.use(...handlers);
  renderApp('/dashboard/account', { session: signedInSession() });
  await screen.findByRole('form', { name: 'Voicemail greeting' });
  return user;
}

const greetingForm = () => screen.getByRole('form', { name: 'Voicemail greeting' });

describe('Voicemail greeting: played back', () => {
  it('Play greeting fetches the audio with the token in the header, never the URL, and shows a player of it', async () => {
    const recorder = recordRequests();
    const user = await openAccountPage(...currentGreeting(GREETING));
    await user.click(await within(greetingForm()).findByRole('button', { name: 'Play greeting' }));

    const player = await within(greetingForm()).findByLabelText('Your voicemail greeting');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', 'blob:greeting-1');
    expect(madeUrls[0].size).toBe(4);
    const fetched = (await recorder.requests()).find((request) => request.path === '/webvmgreeting/audio');
    expect(fetched?.headers.authorization).toMatch(/^Token /);
    expect(fetched?.query).toEqual({});
  });

  it('offers nothing to play or reset when no greeting was uploaded', async () => {
    await openAccountPage(...currentGreeting(null));
    expect(await within(greetingForm()).findByText('No greeting uploaded yet: callers hear the standard one.')).toBeInTheDocument();
    expect(within(greetingForm()).queryByRole('button', { name: 'Play greeting' })).not.toBeInTheDocument();
    expect(within(greetingForm()).queryByRole('button', { name: 'Reset to standard greeting' })).not.toBeInTheDocument();
  });

  it('against a backend that only has SPEC’s upload (404), play and reset are hidden', async () => {
    await openAccountPage(http.get(apiUrl('/webvmgreeting'), notFound));
    await within(greetingForm()).findByRole('button', { name: 'UPLOAD' });
    await waitFor(() => expect(within(greetingForm()).queryByRole('button', { name: 'Play greeting' })).not.toBeInTheDocument());
    expect(within(greetingForm()).queryByRole('button', { name: 'Reset to standard greeting' })).not.toBeInTheDocument();
  });
});

describe('Voicemail greeting: reset to the standard one', () => {
  it('asks first, naming what happens; Keep my greeting (focused) sends nothing', async () => {
    const recorder = recordRequests();
    const user = await openAccountPage(...currentGreeting(GREETING));
    await user.click(await within(greetingForm()).findByRole('button', { name: 'Reset to standard greeting' }));

    const ask = within(greetingForm()).getByRole('alertdialog', { name: 'Reset to the standard greeting?' });
    expect(ask).toHaveAccessibleDescription('Your uploaded greeting (hello.mp3) is deleted. Callers will hear the standard greeting again.');
    expect(within(ask).getByRole('button', { name: 'Keep my greeting' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(greetingForm()).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await recorder.requests()).filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('confirmed, deletes the greeting, says callers hear the standard one, and the page shows none', async () => {
    const recorder = recordRequests();
    const user = await openAccountPage(
      ...currentGreeting(GREETING),
      http.delete(apiUrl('/webvmgreeting'), () => {
        server.use(...currentGreeting(null));
        return HttpResponse.json({ success: true, message: 'Your greeting is removed. Callers will hear the standard greeting again.' });
      }),
    );
    await user.click(await within(greetingForm()).findByRole('button', { name: 'Reset to standard greeting' }));
    await user.click(within(greetingForm()).getByRole('button', { name: 'Reset greeting' }));

    expect(await screen.findByText('Callers will hear the standard greeting again.')).toBeInTheDocument();
    expect(await within(greetingForm()).findByText('No greeting uploaded yet: callers hear the standard one.')).toBeInTheDocument();
    expect(within(greetingForm()).queryByRole('button', { name: 'Play greeting' })).not.toBeInTheDocument();
    expect((await recorder.requests()).filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/webvmgreeting']);
  });
});
