import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface LoadingStateProps {
  /** What is loading, for screen readers (the spinner's accessible name). */
  label: string;
}

/** A centred spinner standing in for content on its way, on MUI screens (the plain twin: PlainLoadingState). */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
