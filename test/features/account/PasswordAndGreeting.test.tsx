import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { accountApi } from '../../../src/api/accountApi';
import { File as NodeFile } from 'node:buffer';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildGreetingFile } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests } from '../../mocks/requestRecorder';
import { accountChangesAccepted, answersFailure, currentGreeting, currentPasswordWrong } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

/** `applyAccept: false`: a picker set to 'All files' lets any file through, as browsers allow. */
async function openAccountPage(...handlers: HttpHandler[]) {
  const user = userEvent.setup({ applyAccept: false });
  server.use(...dashboardServer(), ...accountChangesAccepted());
  // Handed last so that they win over the defaults above (msw tries the latest server.use first).
  server.use(...handlers);
  const { store } = renderApp('/dashboard/account', { session: signedInSession() });
  await screen.findByRole('form', { name: 'Change password' });
  return { user, store };
}

const passwordForm = () => screen.getByRole('form', { name: 'Change password' });
const greetingForm = () => screen.getByRole('form', { name: 'Voicemail greeting' });

describe('Edit information: password change', () => {
  it('asks for the current password, then the new one twice, each with the placeholder "At least 8 characters"', async () => {
    await openAccountPage();
    const current = within(passwordForm()).getByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    const fields = [within(passwordForm()).getByLabelText('New password'), within(passwordForm()).getByLabelText('Retype password')];
    for (const field of fields) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('placeholder', 'At least 8 characters');
    }
  });

  it.each([
    {
      case: 'all empty',
      current: '',
      password: '',
      retype: '',
      message: 'Password should at least 8 digits',
      marked: ['New password', 'Retype password'],
      others: { 'Current password': 'Please enter your current password' },
    },
    {
      case: 'new one short',
      current: 'old-secret',
      password: 'short',
      retype: 'longenough',
      message: 'Password should at least 8 digits',
      marked: ['New password'],
      others: { 'Retype password': "Password doesn't match" },
    },
    { case: 'retyped one short', current: 'old-secret', password: 'longenough', retype: 'short', message: 'Password should at least 8 digits', marked: ['Retype password'] },
    {
      case: 'both short and different',
      current: '',
      password: 'abc',
      retype: 'xyz',
      message: 'Password should at least 8 digits',
      marked: ['New password', 'Retype password'],
      others: { 'Current password': 'Please enter your current password' },
    },
    { case: 'long but different', current: 'old-secret', password: 'longenough1', retype: 'longenough2', message: "Password doesn't match", marked: ['Retype password'] },
    { case: 'no current password', current: '', password: 'longenough1', retype: 'longenough1', message: 'Please enter your current password', marked: ['Current password'] },
  ])('$case: "$message", marking $marked (and any other problem beside its field), and nothing is sent', async ({ current, password, retype, message, marked, others = {} }) => {
    const { user } = await openAccountPage();
    const requests = recordRequests();
    if (current) await user.type(within(passwordForm()).getByLabelText('Current password'), current);
    if (password) await user.type(within(passwordForm()).getByLabelText('New password'), password);
    if (retype) await user.type(within(passwordForm()).getByLabelText('Retype password'), retype);
    await user.click(within(passwordForm()).getByRole('button', { name: 'CHANGE PASSWORD' }));

    expect(await within(passwordForm()).findByText(message)).toBeInTheDocument();
    // The message marks the fields it is about; every other problem shows at once beside its own field.
    const besides = others as Record<string, string>;
    for (const label of ['Current password', 'New password', 'Retype password']) {
      const field = within(passwordForm()).getByLabelText(label);
      expect({ label, invalid: field.getAttribute('aria-invalid') === 'true' }).toEqual({ label, invalid: marked.includes(label) || label in besides });
      if (marked.includes(label)) expect(field).toHaveAccessibleDescription(message);
      else if (label in besides) expect(field).toHaveAccessibleDescription(besides[label]);
    }
    expect(requests.count()).toBe(0);
  });

  it('sends the new password with the current one: "Password Changed", and the fields empty', async () => {
    const { user } = await openAccountPage();
    const requests = recordRequests();
    await user.type(within(passwordForm()).getByLabelText('Current password'), 'old-secret-1');
    await user.type(within(passwordForm()).getByLabelText('New password'), 'new-secret-1');
    await user.type(within(passwordForm()).getByLabelText('Retype password'), 'new-secret-1');
    await user.click(within(passwordForm()).getByRole('button', { name: 'CHANGE PASSWORD' }));

    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect((await requests.requests()).find((request) => request.path === '/account/update-password')?.body).toEqual({
      password: 'new-secret-1',
      current_password: 'old-secret-1',
    });
    await waitFor(() => expect(within(passwordForm()).getByLabelText('New password')).toHaveValue(''));
    expect(within(passwordForm()).getByLabelText('Current password')).toHaveValue('');
  });

  it('a wrong current password shows the failure (no sign-out) and keeps what was typed', async () => {
    const { user } = await openAccountPage();
    server.use(...currentPasswordWrong());
    await user.type(within(passwordForm()).getByLabelText('Current password'), 'not-my-password');
    await user.type(within(passwordForm()).getByLabelText('New password'), 'password1');
    await user.type(within(passwordForm()).getByLabelText('Retype password'), 'password1');
    await user.click(within(passwordForm()).getByRole('button', { name: 'CHANGE PASSWORD' }));

    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(screen.queryByText('Password Changed')).not.toBeInTheDocument();
    expect(within(passwordForm()).getByLabelText('New password')).toHaveValue('password1');
    expect(within(passwordForm()).getByLabelText('Current password')).toHaveValue('not-my-password');
  });
});

describe('Edit information: voicemail greeting', () => {
  const picker = () => within(greetingForm()).getByLabelText('Choose MP3 file');

  it('the file picker offers MP3 files only', async () => {
    await openAccountPage();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', '.mp3,audio/mpeg');
  });

  it('the picker is a button in the tab order: Enter and Space open the file dialog', async () => {
    const { user } = await openAccountPage();
    const button = within(greetingForm()).getByRole('button', { name: 'Choose MP3 file' });
    const opened = jest.spyOn(picker() as HTMLInputElement, 'click');
    act(() => button.focus());
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('without a file: "Please select an MP3 file first!" and nothing is sent', async () => {
    const { user } = await openAccountPage();
    const requests = recordRequests();
    await user.click(within(greetingForm()).getByRole('button', { name: 'UPLOAD' }));

    expect(await within(greetingForm()).findByText('Please select an MP3 file first!')).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('a file that is not an MP3 is refused as soon as it is chosen, and never uploaded', async () => {
    const { user } = await openAccountPage();
    const requests = recordRequests();
    const wav = new NodeFile(['RIFF-fake-wav'], 'greeting.wav', { type: 'audio/wav' }) as unknown as File;
    await user.upload(picker(), wav);

    expect(await within(greetingForm()).findByText('Please select an MP3 file first!')).toBeInTheDocument();
    await user.click(within(greetingForm()).getByRole('button', { name: 'UPLOAD' }));
    expect(within(greetingForm()).getByText('Please select an MP3 file first!')).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('uploads the MP3 as multipart field audiofile, with progress while it goes: "Voicemail greeting has been uploaded"', async () => {
    const { user } = await openAccountPage();
    let finishUpload: () => void = () => undefined;
    const uploadHeld = new Promise<void>((resolve) => {
      finishUpload = resolve;
    });
    server.use(
      http.post(apiUrl('/webvmgreeting/'), async () => {
        await uploadHeld;
        await delay(10);
        return HttpResponse.json({ success: true });
      }),
    );
    const requests = recordRequests();
    await user.upload(picker(), buildGreetingFile('hello.mp3', 'ID3-greeting'));
    expect(within(greetingForm()).getByText('hello.mp3')).toBeInTheDocument();
    expect(within(greetingForm()).queryByText('Please select an MP3 file first!')).not.toBeInTheDocument();
    await user.click(within(greetingForm()).getByRole('button', { name: 'UPLOAD' }));

    expect(await within(greetingForm()).findByRole('progressbar', { name: 'Uploading the greeting' })).toBeInTheDocument();
    expect(within(greetingForm()).getByRole('button', { name: 'UPLOAD' })).toBeDisabled();
    finishUpload();
    expect(await screen.findByText('Voicemail greeting has been uploaded')).toBeInTheDocument();
    expect(within(greetingForm()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(greetingForm()).getByText('No file chosen')).toBeInTheDocument();
    const uploads = (await requests.requests()).filter((request) => request.method === 'POST');
    expect(uploads.map((upload) => upload.body)).toEqual([{ audiofile: { fileName: 'hello.mp3', type: 'audio/mpeg', content: 'ID3-greeting' } }]);
  });

  it('says which greeting callers hear now, and shows the new one after an upload', async () => {
    const { user } = await openAccountPage();
    expect(await within(greetingForm()).findByText('No greeting uploaded yet: callers hear the standard one.')).toBeInTheDocument();
    server.use(...currentGreeting({ file_name: 'hello.mp3', size_bytes: 1200, uploaded_at: '2026-11-20T10:00:00.000Z' }));
    await user.upload(picker(), buildGreetingFile('hello.mp3', 'ID3-greeting'));
    await user.click(within(greetingForm()).getByRole('button', { name: 'UPLOAD' }));

    expect(await screen.findByText('Voicemail greeting has been uploaded')).toBeInTheDocument();
    expect(await within(greetingForm()).findByText('Current greeting: hello.mp3, uploaded 20 Nov 2026')).toBeInTheDocument();
  });

  it('a backend that cannot say which greeting is current shows no line about it', async () => {
    const { store } = await openAccountPage(http.get(apiUrl('/webvmgreeting'), () => new HttpResponse(null, { status: 404 })));
    await waitFor(() => expect(accountApi.endpoints.getVoicemailGreeting.select()(store.getState()).isError).toBe(true));
    expect(within(greetingForm()).queryByText(/greeting uploaded yet|Current greeting/)).not.toBeInTheDocument();
    expect(within(greetingForm()).getByRole('button', { name: 'UPLOAD' })).toBeEnabled();
  });

  it('a refused upload shows the failure and keeps the chosen file for another try', async () => {
    const { user } = await openAccountPage();
    server.use(...answersFailure('/webvmgreeting/', 'The file is not an MP3 recording'));
    await user.upload(picker(), buildGreetingFile('fake.mp3'));
    await user.click(within(greetingForm()).getByRole('button', { name: 'UPLOAD' }));

    expect(await screen.findByText('The file is not an MP3 recording')).toBeInTheDocument();
    expect(within(greetingForm()).getByText('fake.mp3')).toBeInTheDocument();
  });
});
