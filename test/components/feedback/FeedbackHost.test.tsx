import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FeedbackHost, NOTICE_DURATION_MS, OVERLAY_Z_INDEX, TOAST_FADE_MS, toastDurationMs } from '../../../src/components/feedback/FeedbackHost';
import { useNotify } from '../../../src/components/feedback/useNotify';
import { renderWithProviders } from '../../renderWithProviders';

const LONG_MESSAGE =
  'Your plan has expired since we could not process payment. To keep your number and renew your subscription please update your payment information';

/** A screen that reports through the one API every screen uses. */
function Reporter() {
  const notify = useNotify();
  const [release, setRelease] = useState<(() => void) | null>(null);
  const [outcome, setOutcome] = useState('');
  const startWork = () => {
    const work = new Promise<string>((resolve) => setRelease(() => () => resolve('done')));
    void notify.whileBusy(() => work).then(setOutcome);
  };
  return (
    <>
      <button onClick={() => notify.success('Password Changed')}>success</button>
      <button onClick={() => notify.error('Stripe Error')}>error</button>
      <button onClick={() => notify.error(LONG_MESSAGE)}>long error</button>
      <button onClick={() => notify.failure({ status: 500, failure: 'Internal Server Error' })}>failure</button>
      <button onClick={() => notify.failure(new TypeError(''))}>exception</button>
      <button onClick={() => notify.alert('warning', 'Your plan has expired')}>alert</button>
      <button onClick={() => notify.notice('Taking you there now...')}>notice</button>
      <button onClick={startWork}>work</button>
      <button onClick={() => release?.()}>finish</button>
      <p>{outcome}</p>
      <FeedbackHost />
    </>
  );
}

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const rendered = renderWithProviders(<Reporter />);
  return { user, ...rendered };
}

describe('FeedbackHost and useNotify', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('shows a success toast at the top centre, fading in over 250 ms, as a status', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'success' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Password Changed');
    const snackbar = toast.closest('.MuiSnackbar-root');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    expect(toast.style.transition).toContain(`${TOAST_FADE_MS}ms`);
  });

  it('announces an error toast as an alert, and it goes by itself', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe Error');
    act(() => jest.advanceTimersByTime(6000));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a long message stays long enough to read (WCAG 2.2.1): 5 s at least, more for longer texts, at most 15 s', async () => {
    expect(toastDurationMs('Stripe Error')).toBe(5000);
    expect(toastDurationMs(LONG_MESSAGE)).toBe(2000 + LONG_MESSAGE.length * 60);
    expect(toastDurationMs('x'.repeat(1000))).toBe(15_000);

    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'long error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LONG_MESSAGE);
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByRole('alert')).toHaveTextContent(LONG_MESSAGE);
    act(() => jest.advanceTimersByTime(toastDurationMs(LONG_MESSAGE)));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows one toast at a time: a newer one replaces the one on screen at once, and nothing comes back after it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe Error');
    await user.click(screen.getByRole('button', { name: 'success' }));
    // At once (no timer ran): the failure did not have to time out first.
    expect(screen.getByRole('status')).toHaveTextContent('Password Changed');
    await waitFor(() => expect(screen.queryByText('Stripe Error')).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the SPEC §8 text of a failed call, and "Network Error" when an exception has no message', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'failure' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Internal Server Error');
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'exception' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });

  it('alert popup: the uppercase type, the message and OK, which closes it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'WARNING' });
    expect(within(dialog).getByText('Your plan has expired')).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows text from outside as text, never as markup', async () => {
    function Injector() {
      const notify = useNotify();
      return <button onClick={() => notify.error('<img src=x onerror=alert(1)>')}>inject</button>;
    }
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(
      <>
        <Injector />
        <FeedbackHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'inject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('notice: centred, stays for 10 seconds, then goes', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'notice' }));
    const notice = await screen.findByText('Taking you there now...');
    const snackbar = notice.closest('.MuiSnackbar-root') as HTMLElement;
    const style = window.getComputedStyle(snackbar);
    expect(style.top).toBe('50%');
    expect(style.left).toBe('50%');
    expect(style.transform).toBe('translate(-50%, -50%)');
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 500));
    expect(screen.getByText('Taking you there now...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByText('Taking you there now...')).not.toBeInTheDocument());
  });

  it('loading overlay: a spinner at z-index 999 while work runs, gone when it ends', async () => {
    const { user, store } = setup();
    expect(screen.queryByRole('progressbar', { name: 'Working' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'work' }));
    const spinner = await screen.findByRole('progressbar', { name: 'Working' });
    const overlay = spinner.closest('.MuiBackdrop-root') as HTMLElement;
    expect(window.getComputedStyle(overlay).zIndex).toBe(String(OVERLAY_Z_INDEX));
    expect(store.getState().notifications.busy).toBe(1);
    await user.click(screen.getByRole('button', { name: 'finish' }));
    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(store.getState().notifications.busy).toBe(0);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Working' })).not.toBeInTheDocument());
  });
});
