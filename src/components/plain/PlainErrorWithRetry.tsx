import type { ErrorWithRetryProps } from '../feedback/errorWithRetryProps';
import { refreshPath } from '../icons/paths/refresh';
import { PlainAlert } from './PlainAlert';
import { PlainButton } from './PlainButton';

/** Something could not be shown: say so and offer to try again, never a blank screen. MUI screens' twin: feedback/ErrorWithRetry. */
export function PlainErrorWithRetry({ title, message, onRetry, secondaryAction }: ErrorWithRetryProps) {
  return (
    <div className="pn-narrow">
      <PlainAlert
        severity="error"
        title={title}
        action={
          <PlainButton color="inherit" size="small" startIcon={refreshPath} onClick={onRetry}>
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
