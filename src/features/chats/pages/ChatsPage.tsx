import Typography from '@mui/material/Typography';

/** /dashboard/chats (SPEC §2 Chats page). A placeholder until the screen's own issue builds it; default export for lazy loading. */
export default function ChatsPage() {
  return (
    <Typography variant="h1" gutterBottom>
      Chats
    </Typography>
  );
}
