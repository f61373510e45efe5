import type { Action } from '@reduxjs/toolkit';
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { redactSecrets } from './redactSecrets';

/** On in development; in production only when config.devtools asks for it. */
export function devToolsEnabled(nodeEnv: string | undefined, configDevtools: boolean): boolean {
  return nodeEnv !== 'production' || configDevtools;
}

/**
 * Redux DevTools: always in development, in production only when config.devtools is true,
 * and always through the sanitizers so no secret reaches the extension.
 */
export function devToolsOptions(enabled: boolean): DevToolsEnhancerOptions | false {
  if (!enabled) return false;
  return {
    name: 'Private number app',
    actionSanitizer: <A extends Action>(action: A) => redactSecrets(action),
    stateSanitizer: <S>(state: S) => redactSecrets(state),
  };
}
