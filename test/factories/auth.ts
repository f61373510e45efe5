import type { FeatureFlag, SessionUser, SignupRequest, SuccessResponse } from '../../src/contract/api';

/** What POST /user/websignin/ (and the social sign-ins) answer on success. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { user_token: 'tok-session-1', is_migrated: false, redirect_url: null, ...overrides };
}

export function buildFeatureFlag(overrides: Partial<FeatureFlag> = {}): FeatureFlag {
  return { success: true, enabled: false, ...overrides };
}

export function buildSuccess(overrides: Partial<SuccessResponse> = {}): SuccessResponse {
  return { success: true, ...overrides };
}

/** The body the sign-up page sends to POST /user/newsignup. */
export function buildSignupRequest(overrides: Partial<SignupRequest> = {}): SignupRequest {
  const email = overrides.email ?? 'jane.doe@example.com';
  return {
    first_name: 'Jane',
    last_name: 'Doe',
    email,
    password: 'Secret#123',
    username: email,
    mac_address: 'device-0001',
    device_type: 'web',
    recaptcha_token: 'recaptcha-ok',
    ...overrides,
  };
}
