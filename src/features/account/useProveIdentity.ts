import { useCallback } from 'react';
import { accountApi } from '../../api/accountApi';
import { failureText, isApiError, type ApiError } from '../../api/apiError';
import type { ReauthRequest } from '../../contract/api';
import { useAppDispatch } from '../../state/hooks';

/**
 * What a proof of identity came to: accepted; not asked for, because the backend has no
 * POST /account/reauth (SPEC §7 only: the caller goes on as the spec says); or refused, with the
 * server's text (a wrong password, too many attempts).
 */
export type ProofOutcome = { kind: 'proven' } | { kind: 'unsupported' } | { kind: 'refused'; status: ApiError['status'] | undefined; failure: string };

/**
 * Sends a proof of identity ("sudo mode"). RTK Query keeps no mutation argument in the store, but
 * its actions carry the password or ID token: Redux DevTools shows them redacted (redactSecrets:
 * current_password, id_token); a passkey's answer is a signature over a one-time challenge, no
 * secret. Untracked: nothing reads this call's state from the store.
 */
export function useProveIdentity(): (proof: ReauthRequest) => Promise<ProofOutcome> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (proof) => {
      const result = await dispatch(accountApi.endpoints.reauthenticate.initiate(proof, { track: false }));
      if (!result.error) return { kind: 'proven' };
      const status = isApiError(result.error) ? result.error.status : undefined;
      if (status === 404) return { kind: 'unsupported' };
      return { kind: 'refused', status, failure: failureText(result.error) };
    },
    [dispatch],
  );
}
