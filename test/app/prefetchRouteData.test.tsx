import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { callsApi } from '../../src/api/callsApi';
import { AppRouterProvider } from '../../src/app/AppRouterProvider';
import { prefetchGuardData } from '../../src/app/guards/prefetchGuardData';
import { createAppRoutes } from '../../src/app/router';
import { prefetchRouteData } from '../../src/app/routing/prefetchRouteData';
import { makeStore } from '../../src/app/store';
import { callLogThatChanges } from '../features/calls/callsServer';
import { dashboardServer } from '../features/dashboardServer';
import { buildCallLogItem } from '../factories';
import { recordRequests } from '../mocks/requestRecorder';
import { server } from '../mocks/server';
import { createMemoryRouter } from './memoryRouter';
import { signedInSession } from './renderApp';

describe('prefetchRouteData (a page\'s own data starts with its code)', () => {
  it.each([
    ['/dashboard/calls', '/webcalllog'],
    ['/dashboard/esim', '/esim/details'],
    ['/add-credit', '/webgetbalance'],
  ])('starts what %s shows first (%s), under the app\'s base path too', async (page, request) => {
    server.use(...dashboardServer(), ...callLogThatChanges([]));
    const recorder = recordRequests();
    const { store } = makeStore({ preloadedSession: signedInSession(), devTools: false });
    await prefetchRouteData(createAppRoutes(), `/app${page}`, '/app', store.dispatch);
    await waitFor(() => expect(recorder.count()).toBe(1));
    expect((await recorder.requests()).map((recorded) => recorded.path)).toEqual([request]);
    recorder.stop();
  });

  it('starts nothing for a page without data of its own', async () => {
    const recorder = recordRequests();
    const { store } = makeStore({ preloadedSession: signedInSession(), devTools: false });
    await prefetchRouteData(createAppRoutes(), '/dashboard/account', undefined, store.dispatch);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(recorder.count()).toBe(0);
    recorder.stop();
  });

  it('the calls page shows the prefetched history without asking for it again; its heading paints first, a spinner standing for the history until its MUI part is in', async () => {
    server.use(...dashboardServer(), ...callLogThatChanges([buildCallLogItem({ id: 31, call_from: '6175550131' })]));
    const recorder = recordRequests();
    const { store } = makeStore({ preloadedSession: signedInSession(), devTools: false });
    const routes = createAppRoutes();
    void prefetchGuardData(store.dispatch);
    await prefetchRouteData(routes, '/dashboard/calls', undefined, store.dispatch);
    await waitFor(() => expect(callsApi.endpoints.getCallLog.select()(store.getState()).isSuccess).toBe(true));

    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <Provider store={store}>
        <AppRouterProvider router={createMemoryRouter(routes, { initialEntries: ['/dashboard/calls'] })} />
      </Provider>,
    );
    // The history is in the cache already: the heading still comes first, with no MUI part yet.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Call history' });
    expect(screen.getByRole('progressbar', { name: 'Loading your calls' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    expect(await screen.findByRole('list', { name: 'Calls' })).toHaveTextContent('(617) 555-0131');
    expect(screen.getByRole('searchbox', { name: 'Search by number' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 call');
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect((await recorder.requests()).filter((recorded) => recorded.path === '/webcalllog')).toHaveLength(1);
    recorder.stop();
  });
});
