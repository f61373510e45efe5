import { useCallback, useState } from 'react';
import type { FieldPath, FieldPathValue, UseFormSetValue } from 'react-hook-form';
import type { SocialProviderName } from '../../contract/api';
import type { OwnerValues } from './schemas';

/** The fresh Google or Apple sign-in an email or password form holds for its next save. */
export interface ProviderSignIn {
  /** The provider whose sign-in the form holds, or null. */
  confirmedWith: SocialProviderName | null;
  onConfirmed(provider: SocialProviderName, idToken: string): void;
  /** The sign-in was spent on a try (it is good for one) or the edit starts over: the next save needs a new one. */
  forget(): void;
}

export function useProviderSignIn<T extends OwnerValues>(setValue: UseFormSetValue<T>): ProviderSignIn {
  const [confirmedWith, setConfirmedWith] = useState<SocialProviderName | null>(null);
  const setIdToken = useCallback(
    (idToken: string) => setValue('idToken' as FieldPath<T>, idToken as FieldPathValue<T, FieldPath<T>>),
    [setValue],
  );
  const onConfirmed = useCallback(
    (provider: SocialProviderName, idToken: string) => {
      setIdToken(idToken);
      setConfirmedWith(provider);
    },
    [setIdToken],
  );
  const forget = useCallback(() => {
    setIdToken('');
    setConfirmedWith(null);
  }, [setIdToken]);
  return { confirmedWith, onConfirmed, forget };
}
