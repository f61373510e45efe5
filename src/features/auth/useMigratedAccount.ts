import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from '../../components/feedback/useNotify';
import { getConfig } from '../../config/loadConfig';
import { pageLoad } from '../../lib/pageLoad';
import { checkRedirectUrl } from '../../lib/safeRedirect';
import type { SessionUser } from '../../contract/api';
import { authMessages, migrationNotice } from './authMessages';

/** SPEC §9: migration redirect delay. */
export const MIGRATION_REDIRECT_DELAY_MS = 5000;

/**
 * A migrated account (SPEC §4): the notice, then after 5 seconds its redirect_url, but only a
 * safe one (src/lib/safeRedirect.ts); anything else is refused with an error and never followed.
 * Returns a function that handles the user and says whether it was migrated.
 */
export function useMigratedAccount(): (user: SessionUser) => boolean {
  const notify = useNotify();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (user: SessionUser) => {
      if (!user.is_migrated) return false;
      const { brandName, migrationRedirectHosts } = getConfig();
      const check = checkRedirectUrl(user.redirect_url, migrationRedirectHosts);
      if (!check.ok) {
        console.warn(`Refused the migrated account's redirect_url: ${check.reason}.`);
        notify.error(authMessages.migrationRefused);
        return true;
      }
      notify.notice(migrationNotice(brandName));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => pageLoad.assign(check.url), MIGRATION_REDIRECT_DELAY_MS);
      return true;
    },
    [notify],
  );
}
