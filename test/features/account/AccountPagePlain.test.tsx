import { act, screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildProfile } from '../../factories';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';

it('the account page draws its heading and the Edit information forms before any MUI code is asked for (largest contentful paint), the tab strip after them', async () => {
  server.use(...dashboardServer({ profile: buildProfile({ first_name: 'Jane', last_name: 'Doe' }) }));
  // The browser has not painted yet: the frames it would paint are held. What shows meanwhile is
  // what a phone paints before MUI's code is even asked for.
  const frames: FrameRequestCallback[] = [];
  const painting = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  renderApp('/dashboard/account', { session: signedInSession() });

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage account' })).toHaveClass('pn-h1');
  // Before the first paint: the heading alone, the strip's place kept, so nothing moves when it comes.
  expect(screen.queryAllByRole('tab')).toEqual([]);
  expect(document.querySelector('.pn-tabs-space')).not.toBeNull();

  // Painted: the Edit information forms, then the strip in the place kept for it.
  painting.mockRestore();
  act(() => frames.forEach((frame) => frame(0)));
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByRole('form', { name: 'Voicemail greeting' })).toBeInTheDocument();
  expect(within(panel).getAllByRole('form').map((form) => form.getAttribute('aria-label'))).toEqual(['Your name', 'Your email', 'Change password', 'Voicemail greeting']);
  expect(within(panel).getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
  expect(await screen.findByRole('tab', { name: 'Edit information' })).toHaveAttribute('aria-selected', 'true');
  expect(document.querySelector('.pn-tabs-space')).toBeNull();
});
