import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PortRequest } from '../../../contract/api';
import { formatPhone } from '../../../lib/formatPhone';
import { portingMessages } from '../portingMessages';
import { EXPIRED_CODE, formatDeadline, PortTimeline } from './PortTimeline';
import { ResubmitForm } from './ResubmitForm';

/**
 * One transfer: its number, its timeline and, when rejected, the reason, the fix, the fields to
 * fix and by when (a request waiting for the customer is cancelled after a while).
 */
export function PortRequestCard({ request, focusFix = false }: { request: PortRequest; focusFix?: boolean }) {
  const number = `+1 ${formatPhone(request.phone_number)}`;
  const titleId = `port-${request.id}-title`;
  const rejection = request.status === 'rejected' ? request.rejection : null;
  // Only a request waiting for the customer's fix is cancelled; a backend that does not cancel sends no time.
  const deadline = rejection && rejection.fields.length > 0 && request.expires_at ? formatDeadline(request.expires_at) : null;
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          {portingMessages.cardTitle(number)}
        </Typography>
        {request.account_number_last4 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {portingMessages.accountEnding(request.account_number_last4)}
          </Typography>
        )}
        <PortTimeline request={request} />
        {rejection && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <AlertTitle>{rejection.code === EXPIRED_CODE ? portingMessages.whyCancelled : portingMessages.whyRejected}</AlertTitle>
            <Typography variant="body2">{rejection.reason}</Typography>
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {portingMessages.whatToFix}
            </Typography>
            <Typography variant="body2">{rejection.fix}</Typography>
            {deadline && (
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                {portingMessages.expiresBy(deadline)}
              </Typography>
            )}
            {rejection.fields.length === 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {portingMessages.notFixable}
              </Typography>
            )}
          </Alert>
        )}
        {rejection && rejection.fields.length > 0 && <ResubmitForm requestId={request.id} fields={rejection.fields} autoFocus={focusFix} />}
      </CardContent>
    </Card>
  );
}
