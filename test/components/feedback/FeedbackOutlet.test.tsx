import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackOutlet } from '../../../src/components/feedback/FeedbackOutlet';
import { useNotify } from '../../../src/components/feedback/useNotify';
import { renderWithProviders } from '../../renderWithProviders';

function Reporter() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.alert('error', 'Failed to add credits')}>alert</button>
      <button onClick={() => notify.success('Payment info changed')}>toast</button>
      <FeedbackOutlet />
    </>
  );
}

describe('FeedbackOutlet', () => {
  it('renders no dialog or snackbar machinery until there is something to show', () => {
    renderWithProviders(<Reporter />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('.MuiSnackbar-root, .MuiBackdrop-root')).toBeNull();
  });

  it('loads the feedback host at the first message and shows it, then keeps it for the next ones', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Reporter />);
    await user.click(screen.getByRole('button', { name: 'alert' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ERROR');
    expect(dialog).toHaveTextContent('Failed to add credits');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByText('Payment info changed')).toBeInTheDocument();
  });
});
