import { useNavigate } from 'react-router-dom';
import { useGetProfileQuery } from '../../../api/accountApi';
import { signOut } from '../../../api/signOut';
import { PlainButton } from '../../../components/plain/PlainButton';
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
    <div className="panel-block__footer--apart">
      <PlainButton variant="outlined" size="small" onClick={() => void logOut()}>
        LOG OUT
      </PlainButton>
    </div>
  );
  return (
    <PanelBlock label="Your profile" query={profile} skeletonLines={3} footer={logOutButton}>
      {data && (
        <div className="panel-row panel-row--wide">
          <span className="panel-avatar" aria-hidden="true">
            {initialsOf(data)}
          </span>
          <div className="panel-row__text">
            <p className="pn-body1 pn-bold panel-ellipsis">{`${data.first_name} ${data.last_name}`.trim()}</p>
            <p className="pn-body2 pn-secondary panel-ellipsis" title={data.email}>
              {data.email}
            </p>
          </div>
        </div>
      )}
    </PanelBlock>
  );
}
