import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { AppRouterProvider } from '../../../src/app/AppRouterProvider';
import { RootLayout } from '../../../src/app/routing/RootLayout';
import { RouteErrorBoundary } from '../../../src/app/routing/RouteErrorBoundary';
import { expectConsoleErrors } from '../../app/expectedConsoleErrors';
import { createMemoryRouter } from '../../app/memoryRouter';
import { spyOnScrollTo } from '../../app/renderApp';
import { renderWithProviders } from '../../renderWithProviders';

/** A page that crashes while rendering as long as `crashing.now` is true. */
const crashing = { now: true };
function CrashingPage() {
  if (crashing.now) throw new Error('Cannot read properties of undefined (reading "plan")');
  return <h1>Plan</h1>;
}

function renderAt(url: string) {
  spyOnScrollTo();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RouteErrorBoundary>
            <RootLayout />
          </RouteErrorBoundary>
        ),
        children: [
          {
            path: 'crashing',
            element: (
              <RouteErrorBoundary>
                <CrashingPage />
              </RouteErrorBoundary>
            ),
          },
          {
            path: 'calls',
            element: (
              <RouteErrorBoundary>
                <h1>Calls</h1>
                <Link to="/crashing">Plan page</Link>
              </RouteErrorBoundary>
            ),
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<AppRouterProvider router={router} />);
  return router;
}

describe('error boundary per route', () => {
  beforeEach(() => {
    crashing.now = true;
  });

  it('a page that crashes shows a recoverable message inside the shell, never a blank screen', async () => {
    const consoleErrors = expectConsoleErrors();
    const user = userEvent.setup();
    const router = renderAt('/calls');
    await user.click(await screen.findByRole('link', { name: 'Plan page' }));

    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    // The header of the root layout is still there: only the page's route failed.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(consoleErrors().flat().join(' ')).toContain('reading "plan"');

    // Another page still works.
    await act(() => router.navigate('/calls'));
    expect(await screen.findByRole('heading', { name: 'Calls' })).toBeInTheDocument();
  });

  it('Try again renders the page afresh once the cause is gone', async () => {
    const consoleErrors = expectConsoleErrors();
    const user = userEvent.setup();
    renderAt('/crashing');
    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    consoleErrors();

    crashing.now = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Plan' })).toBeInTheDocument();
  });
});
