import { fireEvent, render, screen } from '@testing-library/react';
import { lazyPage } from '../../src/app/routing/lazyPage';
import { AppRouterProvider } from '../../src/app/AppRouterProvider';
import { RouteErrorBoundary } from '../../src/app/routing/RouteErrorBoundary';
import { expectConsoleErrors } from './expectedConsoleErrors';
import { createMemoryRouter } from './memoryRouter';

function Dashboard() {
  return <h1>Dashboard</h1>;
}

/** A page whose chunk fails to download `failures` times (a network blip, or a deploy in between). */
function flakyPage(failures: number) {
  let attempts = 0;
  const load = () => {
    attempts += 1;
    return attempts <= failures
      ? Promise.reject(new Error('Loading chunk dashboard failed.'))
      : Promise.resolve({ default: Dashboard });
  };
  return { Page: lazyPage(load), attempts: () => attempts };
}

function renderRoute(Page: ReturnType<typeof flakyPage>['Page']) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Start</h1> },
      {
        path: '/dashboard',
        element: (
          <RouteErrorBoundary>
            <Page />
          </RouteErrorBoundary>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<AppRouterProvider router={router} />);
  return router;
}

describe('route error element', () => {
  it('shows a recoverable message when a page fails to load, and Try again loads it', async () => {
    const consoleErrors = expectConsoleErrors();
    const { Page, attempts } = flakyPage(1);
    renderRoute(Page);

    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    // React reports the error it caught; nothing else is logged.
    expect(consoleErrors().flat().join(' ')).toContain('Loading chunk dashboard failed.');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(attempts()).toBe(2);
  });

  it('offers a way back to the start', async () => {
    const consoleErrors = expectConsoleErrors();
    const router = renderRoute(flakyPage(Infinity).Page);
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the start' }));
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    consoleErrors();
  });
});
