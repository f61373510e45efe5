import { MuiIcon } from '../../../components/icons/MuiIcon';
import { checkPath } from '../../../components/icons/paths/check';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { featureBullets } from '../planRules';

/** A plan's description_en as a bullet list. */
export function PlanFeatures({ description }: { description: string }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {featureBullets(description).map((feature) => (
        <Stack component="li" direction="row" spacing={1} key={feature} sx={{ alignItems: 'center' }}>
          <MuiIcon path={checkPath} fontSize="small" color="success" aria-hidden="true" />
          <Typography variant="body2">{feature}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
