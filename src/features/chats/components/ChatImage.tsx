import { MuiIcon } from '../../../components/icons/MuiIcon';
import { brokenImagePath } from '../../../components/icons/paths/brokenImage';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** A picture of a message; one that does not load leaves a placeholder, not a broken image. */
export function ChatImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <Box role="img" aria-label="Image could not be loaded" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, color: 'text.secondary' }}>
        <MuiIcon path={brokenImagePath} />
        <Typography variant="body2">Image could not be loaded</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt="Picture in the message"
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1, mb: 0.5 }}
    />
  );
}
