import { act, screen } from '@testing-library/react';
import { AppRouterProvider } from '../../src/app/AppRouterProvider';
import { navigateTo } from '../../src/lib/navigation';
import { renderWithProviders } from '../renderWithProviders';
import { expectLandedOn, renderApp, spyOnScrollTo } from './renderApp';

describe('AppRouterProvider', () => {
  afterEach(() => window.history.replaceState(null, '', '/app/'));

  it('registers the router so code outside React (the 401 rule) navigates without a reload', async () => {
    const { router } = renderApp('/verify-email');
    await expectLandedOn(router, 'Verify your email', '/verify-email');
    act(() => navigateTo('/login'));
    await expectLandedOn(router, 'Log in', '/login');
  });

  it('serves the app under /app in the browser', async () => {
    spyOnScrollTo();
    window.history.replaceState(null, '', '/app/forgot-password');
    renderWithProviders(<AppRouterProvider />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();

    act(() => navigateTo('/no-such-page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/no-such-page');
  });
});
