import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { CardForm, type CardFormHandle } from '../../../src/components/payment';

/** A payment screen in miniature: the card form, a button that asks it for a token, and one that clears it. */
function TokenAsker({ disabled }: { disabled: boolean }) {
  const card = useRef<CardFormHandle>(null);
  const [result, setResult] = useState('');
  const ask = () => {
    setResult('');
    card.current?.createToken().then(
      (token) => setResult(`token ${token}`),
      (error: unknown) => setResult(`refused ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`),
    );
  };
  return (
    <>
      <CardForm ref={card} disabled={disabled} />
      <button type="button" onClick={ask}>
        Get token
      </button>
      <button type="button" onClick={() => card.current?.clear()}>
        Clear
      </button>
      <output aria-label="Result">{result}</output>
    </>
  );
}

/** Renders the configured card form (sandbox or Stripe Elements) with a 'Get token' button. */
export function renderCardForm({ disabled = false, wrap = (ui) => ui }: { disabled?: boolean; wrap?: (ui: ReactNode) => ReactNode } = {}) {
  const user = userEvent.setup();
  render(<>{wrap(<TokenAsker disabled={disabled} />)}</>);
  /** Presses 'Get token' and waits for the answer: 'token …' or 'refused CardError: …'. */
  const askForToken = async () => {
    const output = screen.getByRole('status', { name: 'Result' });
    await user.click(screen.getByRole('button', { name: 'Get token' }));
    await screen.findByText(/^(token|refused) /);
    return output.textContent;
  };
  return { user, askForToken };
}
