import Box from '@mui/material/Box';

/** Marks a blocked contact beside its number (SPEC §6: it cannot be blocked again). */
// The text in the row's own colour (red text fails contrast on a selected row in dark); the red is the outline's.
export function BlockedLabel() {
  return (
    <Box
      component="span"
      sx={{ ml: 1, px: 0.75, typography: 'caption', fontWeight: 500, color: 'text.primary', border: 1, borderColor: 'error.main', borderRadius: 2, verticalAlign: 'middle' }}
    >
      Blocked
    </Box>
  );
}
