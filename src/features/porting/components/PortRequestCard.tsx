import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PortRequest } from '../../../contract/api';
import { formatPhone } from '../../../lib/formatPhone';
import { portingMessages } from '../portingMessages';
import { PortTimeline } from './PortTimeline';
import { ResubmitForm } from './ResubmitForm';

/** One transfer: its number, its timeline and, when rejected, the reason, the fix and the fields to fix. */
export function PortRequestCard({ request }: { request: PortRequest }) {
  const number = `+1 ${formatPhone(request.phone_number)}`;
  const titleId = `port-${request.id}-title`;
  const rejection = request.status === 'rejected' ? request.rejection : null;
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
            <AlertTitle>{portingMessages.whyRejected}</AlertTitle>
            <Typography variant="body2">{rejection.reason}</Typography>
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {portingMessages.whatToFix}
            </Typography>
            <Typography variant="body2">{rejection.fix}</Typography>
            {rejection.fields.length === 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {portingMessages.notFixable}
              </Typography>
            )}
          </Alert>
        )}
        {rejection && rejection.fields.length > 0 && <ResubmitForm requestId={request.id} fields={rejection.fields} />}
      </CardContent>
    </Card>
  );
}
