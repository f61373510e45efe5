import type { CSSProperties } from 'react';
import { NavLink } from 'react-router-dom';
import { useGetVoicemailsInfiniteQuery } from '../../api/voicemailApi';
import { paths } from '../../config/paths';

const chip = ({ isActive }: { isActive: boolean }) => (isActive ? 'pn-choice-chip pn-choice-chip--chosen' : 'pn-choice-chip');
const row: CSSProperties = { display: 'flex', gap: 8, marginBottom: 16 };

/**
 * Calls | Voicemail, at the top of both pages: on a phone the tab bar holds five destinations
 * already, so voicemail is reached beside the calls. Plain elements drawn as the plain kit's
 * choice chips (the calls page paints before MUI). While the inbox is asked for, its place is
 * kept by an invisible row of the same chips, so that the page below does not move down when it
 * shows; hidden with a backend without the inbox (404) or when the inbox cannot be read.
 */
export function CallsVoicemailSwitch() {
  const voicemails = useGetVoicemailsInfiniteQuery();
  if (voicemails.isLoading) {
    return (
      <div aria-hidden="true" data-testid="calls-voicemail-placeholder" className="pn-gutter" style={{ ...row, visibility: 'hidden' }}>
        <span className="pn-choice-chip">
          <span>Calls</span>
        </span>
        <span className="pn-choice-chip">
          <span>Voicemail</span>
        </span>
      </div>
    );
  }
  if (!voicemails.data) return null;
  const unheard = voicemails.data.pages[0]?.unheard_count ?? 0;
  return (
    <nav aria-label="Calls and voicemail" className="pn-gutter" style={row}>
      <NavLink to={paths.dashboard.calls} end className={chip} style={{ textDecoration: 'none' }}>
        <span>Calls</span>
      </NavLink>
      <NavLink to={paths.dashboard.voicemail} end className={chip} style={{ textDecoration: 'none' }}>
        <span>Voicemail{unheard > 0 ? ` (${unheard} unheard)` : ''}</span>
      </NavLink>
    </nav>
  );
}
