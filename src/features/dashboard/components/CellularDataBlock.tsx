import { MuiIcon } from '../../../components/icons/MuiIcon';
import { simCardPath } from '../../../components/icons/paths/simCard';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetEsimDetailsQuery } from '../../../api/esimApi';
import { paths } from '../../../config/paths';
import { PanelBlock } from './PanelBlock';

/** The eSIM add-on: whether there is one, and the way to its page. */
export function CellularDataBlock() {
  const esim = useGetEsimDetailsQuery();
  const hasEsim = Boolean(esim.data?.success);
  return (
    <PanelBlock label="Cellular data" query={esim}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <MuiIcon path={simCardPath} color="action" aria-hidden="true" />
        <Link component={RouterLink} to={paths.dashboard.esim} underline="hover" sx={{ fontWeight: 600 }}>
          Cellular data
        </Link>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {hasEsim ? 'eSIM active' : 'No eSIM yet'}
      </Typography>
    </PanelBlock>
  );
}
