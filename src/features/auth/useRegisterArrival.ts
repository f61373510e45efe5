import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetFeatureFlagQuery } from '../../api/authApi';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { getConfig } from '../../config/loadConfig';
import { pageLoad } from '../../lib/pageLoad';
import { deviceIdGenerated, planNameSelected, selectDeviceId } from '../../session/sessionSlice';

/** The feature flag that sends sign-ups to the server-side register page (SPEC §2 Register). */
export const MIGRATION_MODE_FLAG = 'migration_mode';

/** Where migration mode sends a visitor: the API server's redirect for /app/register. */
export function serverRegisterRedirectUrl(): string {
  return `${new URL(getConfig().apiBaseUrl, window.location.origin).href.replace(/\/$/, '')}/redirect/register`;
}

/**
 * What /register does on arrival: ?email= prefills (returned), ?plan= becomes the selected plan,
 * the session gets its device id (the signup's mac_address), and in migration mode the visitor
 * leaves for the server-side register page. Returns the prefilled email, the device id and
 * whether the page is leaving.
 */
export function useRegisterArrival() {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  const deviceId = useAppSelector(selectDeviceId);
  const { data: migrationMode } = useGetFeatureFlagQuery(MIGRATION_MODE_FLAG);
  const leaving = migrationMode?.enabled === true;

  useEffect(() => {
    if (plan) dispatch(planNameSelected(plan));
  }, [dispatch, plan]);

  useEffect(() => {
    if (!deviceId) dispatch(deviceIdGenerated(crypto.randomUUID()));
  }, [dispatch, deviceId]);

  useEffect(() => {
    if (leaving) pageLoad.assign(serverRegisterRedirectUrl());
  }, [leaving]);

  return { email: searchParams.get('email') ?? '', deviceId, leaving };
}
