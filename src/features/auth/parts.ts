import { lazyPart } from '../../components/staging/lazyParts';

/** The sign-in pages' parts that load apart from their chunk (lazyPart, docs/architecture.md › Loading). */

/** Sandbox mode only: never part of a real deployment's login page. Nothing shows if it cannot load. */
export const DemoAccountOffer = lazyPart(() => import('./components/DemoAccountOffer').then((module) => module.default), { optional: true });
/** 'Sign in with a passkey': loads after the page's paint (the login budget), nothing shows if it cannot load. */
export const PasskeySignIn = lazyPart(() => import('./components/PasskeySignIn').then((module) => module.default), { optional: true });
