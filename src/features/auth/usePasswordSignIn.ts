import { useCallback } from 'react';
import { useSignInMutation } from '../../api/authApi';
import type { LoginValues } from './schemas';
import { useSignInLanding, type SignInFailure } from './useSignInLanding';

/**
 * Sign-in with email and password (SPEC §4), landing where every sign-in does (useSignInLanding).
 * Resolves with what to show when it failed, or null.
 */
export function usePasswordSignIn(): (values: LoginValues) => Promise<SignInFailure | null> {
  const land = useSignInLanding();
  const [signIn] = useSignInMutation();
  return useCallback(({ email, password }: LoginValues) => land(() => signIn({ username: email.trim(), password }).unwrap(), password), [land, signIn]);
}
