import type { DemoAccount, FeatureFlag, SessionUser } from '../../contract/api';
import { bool, INVALID, isObject, optional, responseCheck, shape, text } from './readers';

export const authChecks = {
  sessionUser: responseCheck<SessionUser>('sign-in answer', (value) => {
    if (!isObject(value)) return INVALID;
    // A migrated account carries where to go; any other one, its token.
    return value.is_migrated === true || typeof value.user_token === 'string' ? value : INVALID;
  }),
  featureFlag: responseCheck<FeatureFlag>('feature flag', shape({ enabled: optional(bool, false) })),
  // 204 (no demo account): nothing to offer.
  demoAccount: responseCheck<DemoAccount | null>('demo account', optional(shape({ email: text, password: text }), null)),
};
