import type { ReactNode } from 'react';
import { closePath } from '../icons/paths/close';
import { errorOutlinePath } from '../icons/paths/errorOutline';
import { infoOutlinedPath } from '../icons/paths/infoOutlined';
import { reportProblemOutlinedPath } from '../icons/paths/reportProblemOutlined';
import { successOutlinedPath } from '../icons/paths/successOutlined';
import { PlainIcon } from '../icons/PlainIcon';
import { PlainIconButton } from './PlainIconButton';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

const severityIcons: Record<AlertSeverity, string> = {
  error: errorOutlinePath,
  warning: reportProblemOutlinedPath,
  info: infoOutlinedPath,
  success: successOutlinedPath,
};

interface PlainAlertProps {
  severity: AlertSeverity;
  children: ReactNode;
  title?: string;
  id?: string;
  /** Shows a close button. */
  onClose?: () => void;
  /** A control at the end (e.g. Try again); replaces the close button. */
  action?: ReactNode;
  /** 'note' for a standing explanation that is no news (not announced when it appears). */
  role?: 'alert' | 'note';
}

/** A message box drawn like MUI's standard Alert, announced to screen readers (role alert) unless it is a note. */
export function PlainAlert({ severity, children, title, id, onClose, action, role = 'alert' }: PlainAlertProps) {
  const end = action ?? (onClose ? <PlainIconButton label="Close" icon={closePath} color="inherit" size="small" onClick={onClose} /> : null);
  return (
    <div id={id} role={role} className={`pn-alert pn-alert--${severity}`}>
      <div className="pn-alert__icon">
        <PlainIcon path={severityIcons[severity]} />
      </div>
      <div className="pn-alert__message">
        {title ? <div className="pn-alert__title">{title}</div> : null}
        {children}
      </div>
      {end ? <div className="pn-alert__action">{end}</div> : null}
    </div>
  );
}
