// The app's service worker, served at /app/sw.js with scope /app/.
// It shows Web Push notifications (none while an app page is visible), keeps the push subscription
// alive (pushsubscriptionchange), opens the screen a notification names, and keeps ONE static
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

  function isAppWindow(client) {
    return new URL(client.url).pathname.indexOf('/app/') === 0;
  }

  function appWindows() {
    return scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      return windows.filter(isAppWindow);
    });
  }

  // A visible app page already shows the call, message or voicemail live: the push shows nothing
  // then. Only then: Chrome shows its own generic notification for a push that shows none while
  // no page of the site is visible (userVisibleOnly).
  function onPush(event) {
    var payload = readPayload(event);
    if (!payload) return;
    event.waitUntil(
      appWindows().then(function (windows) {
        var visible = windows.some(function (client) { return client.visibilityState === 'visible'; });
        if (visible) return undefined;
        return scope.registration.showNotification(payload.title, {
          body: payload.body,
          tag: payload.tag,
          data: { url: payload.url },
        });
      })
    );
  }

  // The browser renewed or dropped this device's push subscription. The worker cannot tell the
  // server (the session token lives in the page's sessionStorage): it subscribes again with the
  // old subscription's options when the browser gave no new one, then tells the open app pages,
  // which register the current subscription and delete the old record. With no page open, the
  // next signed-in page does the same (it compares the subscription with the one it registered).
  function renewedSubscription(event) {
    if (event.newSubscription) return Promise.resolve(event.newSubscription);
    var options = event.oldSubscription && event.oldSubscription.options;
    if (!options || !options.applicationServerKey) return Promise.resolve(null);
    return scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey });
  }

  function onPushSubscriptionChange(event) {
    event.waitUntil(
      renewedSubscription(event)
        .catch(function () { return null; })
        .then(appWindows)
        .then(function (windows) {
          windows.forEach(function (client) { client.postMessage({ type: 'push-subscription-change' }); });
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

  // A tab still loading hears no message until its page has attached its listener: the last click
  // handed to a tab is kept this long, until a page says it listens (it gets the click then) or that
  // the click reached it. The id lets a page follow one click once, however it arrives.
  var PENDING_CLICK_MS = 30000;
  var pendingClick = null;
  var clicks = 0;

  function onNotificationClick(event) {
    event.notification.close();
    var url = appUrlOf(event.notification);
    event.waitUntil(
      appWindows().then(function (windows) {
        var appWindow = windows[0];
        if (appWindow) {
          clicks += 1;
          var click = { type: 'notification-click', url: url, id: Date.now() + '-' + clicks };
          pendingClick = { message: click, at: Date.now() };
          // The page routes with its own router: no reload, the session and store stay.
          appWindow.postMessage(click);
          return appWindow.focus();
        }
        return scope.clients.openWindow(url);
      })
    );
  }

  function onMessage(event) {
    var data = event.data;
    if (!data || !pendingClick) return;
    if (data.type === 'notification-click-listening') {
      var fresh = Date.now() - pendingClick.at < PENDING_CLICK_MS;
      if (fresh && event.source) event.source.postMessage(pendingClick.message);
      pendingClick = null;
    } else if (data.type === 'notification-click-taken' && data.id === pendingClick.message.id) {
      pendingClick = null;
    }
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
  scope.addEventListener('pushsubscriptionchange', onPushSubscriptionChange);
  scope.addEventListener('notificationclick', onNotificationClick);
  scope.addEventListener('message', onMessage);
  scope.addEventListener('fetch', onFetch);
})(self);
