import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetPhonesQuery } from '../../../api/phonesApi';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../lib/formatPhone';
import { PanelBlock } from './PanelBlock';

/** Shown while a brought number is still being transferred (SPEC §2: up to 4 days, emailed when done). */
export const PORT_PENDING_TEXT = "Transfer in progress: it can take up to 4 days. We'll email you when it is complete.";

/** 'Your US phone number' as +1 and the formatted number, and whether its transfer is still running. */
export function PhoneNumberBlock() {
  const phones = useGetPhonesQuery();
  const number = phones.data?.[0]?.phone_number;
  const porting = phones.data?.[0]?.status === 'port_pending';
  return (
    <PanelBlock label="Your US phone number" query={phones}>
      <Typography variant="overline" component="p" color="text.secondary">
        Your US phone number
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{number ? `+1 ${formatPhone(number)}` : 'No number yet'}</Typography>
      {porting && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {/* Issue 25 §4: the tracker shows each step (an empty page on a backend without it). */}
          <Link component={RouterLink} to={paths.dashboard.porting} color="inherit" underline="always">
            {PORT_PENDING_TEXT}
          </Link>
        </Typography>
      )}
    </PanelBlock>
  );
}
