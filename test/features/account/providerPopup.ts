import { act, waitFor } from '@testing-library/react';

/**
 * The sandbox provider's popup of a Google or Apple confirmation (no client id configured): opened
 * blank within the click, sent to the sandbox page once its nonce has come, and answered by what
 * public/social-callback.js posts to the opener. Call `install` in a beforeEach.
 */
export function providerPopup() {
  let popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn() };
  return {
    install(): jest.SpyInstance {
      popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn() };
      return jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    },
    /** Where the popup was sent once its nonce came, parsed. */
    async url(): Promise<URL> {
      await waitFor(() => expect(popup.location.href).toMatch(/^http/));
      return new URL(popup.location.href);
    },
    /** The provider's page redirects back with `fragment` (an id_token, or an error). */
    async answers(fragment: Record<string, string>): Promise<void> {
      const state = (await this.url()).searchParams.get('state') ?? '';
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: 'social-callback', fragment: new URLSearchParams({ ...fragment, state }).toString() },
          }),
        );
      });
    },
  };
}
