import { screen, within } from '@testing-library/react';
import type * as muiThemeLoader from '../../../src/theme/loadMuiTheme';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildProfile } from '../../factories';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

// MUI's theme never arrives: what the page shows meanwhile is what a phone paints before MUI's code.
jest.mock('../../../src/theme/loadMuiTheme', () => {
  const actual = jest.requireActual<typeof muiThemeLoader>('../../../src/theme/loadMuiTheme');
  return { ...actual, themed: () => new Promise<never>(() => undefined) };
});

it('the account page draws its heading and the Edit information forms before any MUI code (largest contentful paint)', async () => {
  server.use(...dashboardServer({ profile: buildProfile({ first_name: 'Jane', last_name: 'Doe' }) }));
  renderApp('/dashboard/account', { session: signedInSession() });

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage account' })).toHaveClass('pn-h1');
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByRole('form', { name: 'Voicemail greeting' })).toBeInTheDocument();
  expect(within(panel).getAllByRole('form').map((form) => form.getAttribute('aria-label'))).toEqual(['Your name', 'Your email', 'Change password', 'Voicemail greeting']);
  expect(within(panel).getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
  // The tab strip (MUI) waits for the theme; its place is kept, so nothing moves when it comes.
  expect(screen.queryAllByRole('tab')).toEqual([]);
  expect(document.querySelector('.pn-tabs-space')).not.toBeNull();
});
