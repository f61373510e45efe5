import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useGetProfileQuery } from '../../../api/accountApi';
import { signOut } from '../../../api/signOut';
import { useAppDispatch } from '../../../state/hooks';
import { paths } from '../../../config/paths';
import type { Profile } from '../../../contract/api';
import { PanelBlock } from './PanelBlock';

/** 'JD' for Jane Doe; the email's first letter when there is no name. */
export function initialsOf(profile: Profile): string {
  const initials = `${profile.first_name.trim().charAt(0)}${profile.last_name.trim().charAt(0)}`;
  return (initials || profile.email.charAt(0)).toUpperCase();
}

/** Initials, name and email, and LOG OUT (SPEC §4: clears the session and goes to /login). */
export function ProfileBlock() {
  const profile = useGetProfileQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const logOut = async () => {
    await dispatch(signOut());
    navigate(paths.login, { replace: true });
  };

  const data = profile.data;
  // LOG OUT works even when the profile could not be loaded.
  const logOutButton = (
    <Button variant="outlined" size="small" onClick={() => void logOut()} sx={{ mt: 2 }}>
      LOG OUT
    </Button>
  );
  return (
    <PanelBlock label="Your profile" query={profile} skeletonLines={3} footer={logOutButton}>
      {data && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main' }}>
            {initialsOf(data)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {`${data.first_name} ${data.last_name}`.trim()}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap title={data.email}>
              {data.email}
            </Typography>
          </Box>
        </Box>
      )}
    </PanelBlock>
  );
}
