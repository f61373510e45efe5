import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccountMutation } from '../../../api/accountApi';
import { useAppDispatch } from '../../../state/hooks';
import { paths } from '../../../config/paths';
import { sessionCleared } from '../../../session/sessionSlice';
import { accountMessages } from '../accountMessages';

/** DELETE, confirmed in a popup; success ends the session and goes to /login (SPEC §4). */
export function DeleteAccountTab() {
  const [confirming, setConfirming] = useState(false);
  const [deleteAccount, deletion] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await deleteAccount().unwrap();
      dispatch(sessionCleared());
      navigate(paths.login, { replace: true });
    } catch {
      // The error middleware has shown the failure.
      setConfirming(false);
    }
  };

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>Deleting your account removes your number, your plan and your history.</Typography>
      <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
        DELETE
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-account-title" aria-describedby="delete-account-text">
        <DialogTitle id="delete-account-title">Delete account</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text">{accountMessages.deleteConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" loading={deletion.isLoading} onClick={() => void confirm()}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
