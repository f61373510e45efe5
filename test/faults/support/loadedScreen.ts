import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { HttpHandler, JsonBodyType } from 'msw';
import { renderApp, signedInSession } from '../../app/renderApp';
import type { ScreenUnderFault } from './screenUnderFault';

interface LoadedScreen {
  screen: string;
  heading?: string | null;
  url: string;
  /** The tab to open once the page is there, when the data sits in a tab. */
  tab?: string;
  path: string;
  /** Undefined when a body missing fields is still one the screen renders (screenUnderFault.ts). */
  incomplete?: JsonBodyType;
  server: () => HttpHandler[];
  /** What the screen shows once its data loaded. */
  loaded: () => Promise<unknown>;
  messages?: ScreenUnderFault['messages'];
}

/** Clicks the first 'Try again' (or a panel block's 'Retry'); blocks sharing the failed call refetch together. */
export async function tryAgain(user: UserEvent): Promise<void> {
  await user.click((await screen.findAllByRole('button', { name: /^(Try again|Retry)$/ }))[0]);
}

/** A signed-in screen whose own loading makes the call: it fails in place and 'Try again' loads it. */
export function loadedScreen({ url, tab, loaded, heading = null, ...subject }: LoadedScreen): ScreenUnderFault {
  return {
    ...subject,
    heading,
    open: async () => {
      const user = userEvent.setup();
      renderApp(url, { session: signedInSession() });
      if (tab) await user.click(await screen.findByRole('tab', { name: tab }));
      return user;
    },
    retry: tryAgain,
    recovered: async () => {
      await loaded();
    },
  };
}
