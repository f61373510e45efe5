import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { fixFormPath, type NumberStatus } from './numberStatus';
import { numberStatusMessages } from './numberStatusMessages';

interface NumberStatusNoteProps {
  status: NumberStatus;
  /** Link the text to the tracker (not on the tracker itself). */
  linkToTracker?: boolean;
  /** Also confirm the filing, as the email does (success page, tracker). */
  confirmFiling?: boolean;
}

/**
 * What the customer's number is doing, in the words every screen uses: a transfer in progress
 * (with its expected day), a rejection to fix (with the way to the fix form), a transfer done or
 * cancelled. Nothing for a bought number or none.
 */
export function NumberStatusNote({ status, linkToTracker = false, confirmFiling = false }: NumberStatusNoteProps) {
  switch (status.kind) {
    case 'transferring': {
      const text = numberStatusMessages.pending(status.expectedBy);
      return (
        <>
          {confirmFiling && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {numberStatusMessages.filed(status.number)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {linkToTracker ? (
              <Link component={RouterLink} to={paths.dashboard.porting} color="inherit" underline="always">
                {text}
              </Link>
            ) : (
              text
            )}
          </Typography>
        </>
      );
    }
    case 'actionNeeded':
      return (
        <Alert severity="warning" sx={{ mt: 1, textAlign: 'start' }}>
          <AlertTitle>{numberStatusMessages.actionNeeded}</AlertTitle>
          <Typography variant="body2">{status.reason}</Typography>
          <Link component={RouterLink} to={fixFormPath(status.requestId)} underline="always" sx={{ display: 'inline-block', mt: 0.5 }}>
            {numberStatusMessages.fixLink}
          </Link>
        </Alert>
      );
    case 'ported':
      return (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {numberStatusMessages.ported(status.number)}
        </Typography>
      );
    case 'cancelled':
      return (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {numberStatusMessages.cancelled(status.reason)}
        </Typography>
      );
    default:
      return null;
  }
}
