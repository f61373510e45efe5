import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainChoiceChip } from '../../../src/components/plain/PlainChoiceChip';

describe('PlainChoiceChip', () => {
  it('is a button named by its label, pressed and filled when chosen', () => {
    render(<PlainChoiceChip label="Missed" chosen onClick={() => undefined} />);
    const chip = screen.getByRole('button', { name: 'Missed', pressed: true });
    expect(chip).toHaveAttribute('type', 'button');
    expect(chip).toHaveClass('pn-choice-chip', 'pn-choice-chip--chosen');
  });

  it('not chosen: not pressed, outlined; a press (mouse or keyboard) chooses it', async () => {
    const onClick = jest.fn();
    const user = userEvent.setup();
    render(<PlainChoiceChip label="Incoming" chosen={false} onClick={onClick} />);
    const chip = screen.getByRole('button', { name: 'Incoming', pressed: false });
    expect(chip).not.toHaveClass('pn-choice-chip--chosen');
    await user.click(chip);
    chip.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });
});
