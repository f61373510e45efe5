import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppPages } from './app/AppRouterProvider';
import { AppProvider } from './app/provider';
import { createAppRoutes } from './app/router';
import { PlainLoadingState } from './components/plain/PlainLoadingState';
import { Header } from './components/layout/Header';
import { parseConfig, setConfig } from './config/loadConfig';
import { ROUTER_BASENAME } from './lib/navigation';
import { makeStore } from './app/store';
import { configStamp } from './lib/prerender/configStamp';

/**
 * The entry of the build's Node bundle (webpack.config.ts, dist-prerender/screens.js): the API
 * server renders with it, once per process and with the deployment's own configuration, the
 * screens that paint before the JavaScript arrives. Never served to browsers.
 */

/** The app paths (without /app) whose page is rendered whole and hydrated by the client. */
export const PRERENDERED_PATHS = ['/', '/login', '/register', '/forgot-password'] as const;

export interface RenderedScreens {
  /** configStamp of the configuration rendered with: the client hydrates only with the same. */
  configStamp: string;
  /** #root's markup per path of PRERENDERED_PATHS. */
  screens: Record<string, string>;
  /** What every other address paints first (header and a spinner); the client renders over it. */
  frames: { default: string; dashboard: string };
}

/**
 * The app's own store as the client's starts for a visitor: no session and no API data (in Node
 * there is no sessionStorage, so nothing is restored either).
 */
function visitorStore() {
  return makeStore({ devTools: false }).store;
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

/** The element's HTML once every lazy part has loaded; any error fails the whole rendering. */
async function markupOf(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, { onError: (error) => void errors.push(error) });
  const markup = await streamText(prelude);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  // React puts the resources it would hoist into <head> (the logo's image preload) before a
  // fragment's markup; inside #root they are elements the client's render does not have.
  return markup.replace(/^(?:<link [^>]*\/>)+/, '');
}

/** The page at `path` exactly as main.tsx's first render draws it (the same tree inside the router). */
function screen(path: string): ReactNode {
  return (
    <StrictMode>
      <AppProvider store={visitorStore()}>
        <StaticRouter basename={ROUTER_BASENAME} location={`${ROUTER_BASENAME}${path}`}>
          <AppPages routes={createAppRoutes()} />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
}

/** The header and the loading page every route shows while its code loads (RootLayout, lazyPage). */
function frame(path: string): ReactNode {
  return (
    <AppProvider store={visitorStore()}>
      <StaticRouter basename={ROUTER_BASENAME} location={`${ROUTER_BASENAME}${path}`}>
        <Header />
        <PlainLoadingState label="Loading page" />
      </StaticRouter>
    </AppProvider>
  );
}

/** Renders every prerendered screen and frame with `rawConfig` (what /app/config.js carries). */
export async function renderScreens(rawConfig: unknown): Promise<RenderedScreens> {
  const config = parseConfig(rawConfig);
  setConfig(config);
  const screens: Record<string, string> = {};
  for (const path of PRERENDERED_PATHS) screens[path] = await markupOf(screen(path));
  return {
    configStamp: configStamp(config),
    screens,
    frames: { default: await markupOf(frame('/')), dashboard: await markupOf(frame('/dashboard')) },
  };
}
