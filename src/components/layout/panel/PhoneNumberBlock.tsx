import Typography from '@mui/material/Typography';
import { useGetPhonesQuery } from '../../../api/phonesApi';
import { formatPhone } from '../../../lib/formatPhone';
import { PanelBlock } from './PanelBlock';

/** 'Your US phone number' as +1 and the formatted number. */
export function PhoneNumberBlock() {
  const phones = useGetPhonesQuery();
  const number = phones.data?.[0]?.phone_number;
  return (
    <PanelBlock label="Your US phone number" query={phones}>
      <Typography variant="overline" component="p" color="text.secondary">
        Your US phone number
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{number ? `+1 ${formatPhone(number)}` : 'No number yet'}</Typography>
    </PanelBlock>
  );
}
