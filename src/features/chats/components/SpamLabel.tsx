import Box from '@mui/material/Box';

/** Marks a conversation whose other party the carrier rates as likely spam, beside its number. */
// The text in the row's own colour, as BlockedLabel's; the warning colour is the outline's.
export function SpamLabel() {
  return (
    <Box
      component="span"
      sx={{ ml: 1, px: 0.75, typography: 'caption', fontWeight: 500, color: 'text.primary', border: 1, borderColor: 'warning.main', borderRadius: 2, verticalAlign: 'middle' }}
    >
      Likely spam
    </Box>
  );
}
