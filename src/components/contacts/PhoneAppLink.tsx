import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { getConfig } from '../../config/loadConfig';

/** DOWNLOAD APP: calling and texting happen in the phone app (SPEC §1). */
export function PhoneAppLink() {
  return (
    <Button
      variant="contained"
      startIcon={<DownloadIcon />}
      href={getConfig().appStoreUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      DOWNLOAD APP
    </Button>
  );
}
