import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AppRouterProvider } from '../../src/app/AppRouterProvider';
import { prefetchGuardData } from '../../src/app/guards/prefetchGuardData';
import { createAppRoutes } from '../../src/app/router';
import { makeStore } from '../../src/app/store';
import { dashboardServer } from '../features/dashboardServer';
import { recordRequests } from '../mocks/requestRecorder';
import { server } from '../mocks/server';
import { createMemoryRouter } from './memoryRouter';
import { signedInSession } from './renderApp';

const GUARD_PATHS = ['/user/webprofile', '/webgetsubscription', '/websubscription/active', '/webphones'];

describe('prefetchGuardData', () => {
  it("starts the guard's four queries before anything renders; the guard then fetches none of them again", async () => {
    server.use(...dashboardServer());
    const recorder = recordRequests();
    const { store } = makeStore({ preloadedSession: signedInSession(), devTools: false });

    prefetchGuardData(store.dispatch);
    await waitFor(() => expect(recorder.count()).toBe(4));
    expect((await recorder.requests()).map((request) => request.path).sort()).toEqual([...GUARD_PATHS].sort());

    // jsdom has no scrolling; the router scrolls to the top of each page.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <Provider store={store}>
        <AppRouterProvider router={createMemoryRouter(createAppRoutes(), { initialEntries: ['/dashboard/account'] })} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage account' })).toBeInTheDocument();
    const guardRequests = (await recorder.requests()).filter((request) => GUARD_PATHS.includes(request.path));
    expect(guardRequests).toHaveLength(4);
    recorder.stop();
  });
});
