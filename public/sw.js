// The app's service worker, served at /app/sw.js with scope /app/.
// It shows Web Push notifications, opens the screen a notification names, and keeps ONE static
// offline page. It never caches API answers or anything personal: only OFFLINE_URL enters the cache.
(function (scope) {
  var CACHE = 'pn-offline-v1';
  var OFFLINE_URL = '/app/offline.html';

  function onInstall(event) {
    event.waitUntil(
      scope.caches
        .open(CACHE)
        .then(function (cache) { return cache.add(OFFLINE_URL); })
        .then(function () { return scope.skipWaiting(); })
    );
  }

  function onActivate(event) {
    // Drop caches of earlier versions of this worker; then control open pages at once.
    event.waitUntil(
      scope.caches
        .keys()
        .then(function (names) {
          return Promise.all(names.filter(function (name) { return name !== CACHE; }).map(function (name) { return scope.caches.delete(name); }));
        })
        .then(function () { return scope.clients.claim(); })
    );
  }

  function readPayload(event) {
    if (!event.data) return null;
    try {
      var payload = event.data.json();
      return payload && typeof payload.title === 'string' ? payload : null;
    } catch {
      return null;
    }
  }

  function onPush(event) {
    var payload = readPayload(event);
    if (!payload) return;
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
      })
    );
  }

  // Only addresses inside the app are opened: a payload cannot send the user elsewhere.
  function appUrlOf(notification) {
    var url = notification && notification.data && notification.data.url;
    if (typeof url !== 'string') return '/app/';
    try {
      var parsed = new URL(url, scope.location.origin);
      if (parsed.origin !== scope.location.origin || parsed.pathname.indexOf('/app/') !== 0) return '/app/';
      return parsed.pathname + parsed.search + parsed.hash;
    } catch {
      return '/app/';
    }
  }

  function onNotificationClick(event) {
    event.notification.close();
    var url = appUrlOf(event.notification);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        var appWindow = windows.find(function (client) {
          return new URL(client.url).pathname.indexOf('/app/') === 0;
        });
        if (appWindow) {
          // The page routes with its own router: no reload, the session and store stay.
          appWindow.postMessage({ type: 'notification-click', url: url });
          return appWindow.focus();
        }
        return scope.clients.openWindow(url);
      })
    );
  }

  function onFetch(event) {
    var request = event.request;
    // Only page navigations are handled, and only when the network fails; API calls and every
    // other request go to the network untouched and are never stored.
    if (request.mode !== 'navigate') return;
    if (new URL(request.url).pathname.indexOf('/api/') === 0) return;
    event.respondWith(
      scope.fetch(request).catch(function () {
        return scope.caches.open(CACHE).then(function (cache) { return cache.match(OFFLINE_URL); });
      })
    );
  }

  scope.addEventListener('install', onInstall);
  scope.addEventListener('activate', onActivate);
  scope.addEventListener('push', onPush);
  scope.addEventListener('notificationclick', onNotificationClick);
  scope.addEventListener('fetch', onFetch);
})(self);
