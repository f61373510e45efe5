import Box from '@mui/material/Box';

/** A conversation with news: a dot that screen readers name 'unread' (the colour is not the only sign: the row is bold too). */
export function UnreadMark() {
  return (
    <Box
      component="span"
      role="img"
      aria-label="unread"
      sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
    />
  );
}
