import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { ADD_ON } from '../planPricing';

interface AddOnOptionProps {
  checked: boolean;
  onToggle(checked: boolean): void;
}

/** SPEC §2: the 'Add-on' card, OUTBOUND CREDITS, $10 for 1000 credits, toggled on and off. */
export function AddOnOption({ checked, onToggle }: AddOnOptionProps) {
  return (
    <Card variant="outlined" sx={{ borderColor: checked ? 'primary.main' : 'divider', borderWidth: checked ? 2 : 1 }}>
      <CardContent>
        <Typography variant="overline">Add-on</Typography>
        <FormControlLabel
          control={<Checkbox checked={checked} onChange={(event) => onToggle(event.target.checked)} />}
          label={
            <Typography variant="h3" component="span">
              {ADD_ON.name}
            </Typography>
          }
        />
        <Typography>
          ${ADD_ON.cents / 100} for {ADD_ON.credits} credits
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Each credit is one text message or one minute of an outbound call.
        </Typography>
      </CardContent>
    </Card>
  );
}
