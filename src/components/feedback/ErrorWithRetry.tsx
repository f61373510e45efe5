import type { ReactNode } from 'react';
import { iconPaths } from '../icons/iconPaths';
import { PlainAlert } from '../plain/PlainAlert';
import { PlainButton } from '../plain/PlainButton';

interface ErrorWithRetryProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** Another way out, e.g. a link back to the start. */
  secondaryAction?: ReactNode;
}

/** Something could not be shown: say so and offer to try again, never a blank screen. */
export function ErrorWithRetry({ title, message, onRetry, secondaryAction }: ErrorWithRetryProps) {
  return (
    <div className="pn-narrow">
      <PlainAlert
        severity="error"
        title={title}
        action={
          <PlainButton color="inherit" size="small" startIcon={iconPaths.refresh} onClick={onRetry}>
            Try again
          </PlainButton>
        }
      >
        {message}
      </PlainAlert>
      {secondaryAction ? <div className="pn-center" style={{ marginTop: 16 }}>{secondaryAction}</div> : null}
    </div>
  );
}
