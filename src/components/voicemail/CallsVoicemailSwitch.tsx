import { NavLink } from 'react-router-dom';
import { useGetVoicemailsInfiniteQuery } from '../../api/voicemailApi';
import { paths } from '../../config/paths';

const chip = ({ isActive }: { isActive: boolean }) => (isActive ? 'pn-choice-chip pn-choice-chip--chosen' : 'pn-choice-chip');

/**
 * Calls | Voicemail, at the top of both pages: on a phone the tab bar holds five destinations
 * already, so voicemail is reached beside the calls. Plain elements drawn as the plain kit's
 * choice chips (the calls page paints before MUI). Hidden while the inbox is unknown and with a
 * backend without it (404).
 */
export function CallsVoicemailSwitch() {
  const voicemails = useGetVoicemailsInfiniteQuery();
  if (!voicemails.data) return null;
  const unheard = voicemails.data.pages[0]?.unheard_count ?? 0;
  return (
    <nav aria-label="Calls and voicemail" className="pn-gutter" style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
      <NavLink to={paths.dashboard.calls} end className={chip} style={{ textDecoration: "none" }}>
        <span>Calls</span>
      </NavLink>
      <NavLink to={paths.dashboard.voicemail} end className={chip} style={{ textDecoration: 'none' }}>
        <span>Voicemail{unheard > 0 ? ` (${unheard} unheard)` : ''}</span>
      </NavLink>
    </nav>
  );
}
