import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../src/app/routing/lazyPage';
import { preloadRoute } from '../../src/app/routing/preloadRoute';
import { appRoutes } from '../../src/app/router';

function countedPage(name: string) {
  const load = jest.fn(() => Promise.resolve({ default: () => <p>{name}</p> }));
  return { load, Page: lazyPage(load, { plain: true }) };
}

describe('preloadRoute', () => {
  it('starts loading the guard, the layout and the page of the address, each in a task of its own, and nothing else', async () => {
    const guard = countedPage('guard');
    const layout = countedPage('layout');
    const account = countedPage('account');
    const chats = countedPage('chats');
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            handle: { preload: [guard.Page] },
            children: [
              {
                handle: { preload: [layout.Page] },
                children: [
                  { path: '/dashboard/account', handle: { preload: [account.Page] } },
                  { path: '/dashboard/chats', handle: { preload: [chats.Page] } },
                ],
              },
            ],
          },
        ],
      },
    ];

    jest.useFakeTimers();
    /** Runs the next task, then the promise callbacks it leaves. */
    const nextTask = async () => {
      jest.advanceTimersToNextTimer();
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    };
    const started = preloadRoute(routes, '/app/dashboard/account', '/app');
    // None in the caller's task (it has just evaluated the router), then one per task, outermost first.
    expect(guard.load).not.toHaveBeenCalled();
    await nextTask();
    expect(guard.load).toHaveBeenCalledTimes(1);
    expect(layout.load).not.toHaveBeenCalled();
    await nextTask();
    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(account.load).not.toHaveBeenCalled();
    await nextTask();
    await started;
    jest.useRealTimers();

    expect(guard.load).toHaveBeenCalledTimes(1);
    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(account.load).toHaveBeenCalledTimes(1);
    expect(chats.load).not.toHaveBeenCalled();
  });

  it('an address outside the app preloads nothing and throws nothing', async () => {
    await expect(preloadRoute(appRoutes, '/elsewhere', '/app')).resolves.toBeUndefined();
  });
});

describe('lazyPage preload', () => {
  it('loads once: rendering after a preload uses the same load', async () => {
    const { load, Page } = countedPage('page');
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is forgotten: the next one loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: () => <p>page</p> });
    const Page = lazyPage(load, { plain: true });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('every page of the app routes can be preloaded from its route', () => {
    const handles: unknown[] = [];
    const walk = (routes: RouteObject[]) =>
      routes.forEach((route) => {
        if (route.handle) handles.push(route.handle);
        if (route.children) walk(route.children);
      });
    walk(appRoutes);
    // Login twice (index and /login), the 17 other pages (billing, porting and voicemail among them), both guards and the dashboard layout.
    expect(handles).toHaveLength(2 + 17 + 3);
  });
});
