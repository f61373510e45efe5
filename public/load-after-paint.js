// The sign-in screens arrive painted by the server (server/src/static/prerenderedPages.ts),
// which names the app's scripts here (data-scripts) instead of in <script defer> tags of their own:
// deferred scripts may download and run before the browser's first paint, and on a slow phone
// that holds the paint of a page that needs none of them. This file (deferred, tiny) starts them
// once the page's first contentful paint is done, in order, as `defer` would run them. A press
// meanwhile is kept (early-submit.js). A hidden tab paints nothing: there they start at once.
(function () {
  var loader = document.currentScript;
  var sources = ((loader && loader.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      // Dynamically added scripts run as soon as each arrives unless async is off: then in order.
      script.async = false;
      document.head.appendChild(script);
    });
  }

  function afterThisTask() {
    setTimeout(start, 0);
  }

  if (document.visibilityState === 'hidden') {
    // A tab opened in the background paints nothing until shown: nothing to wait for.
    start();
  } else if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1) {
    // The browser reports its first contentful paint (the page's text): start right after it.
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterThisTask();
    }).observe({ type: 'paint', buffered: true });
    // Should that report never come (a browser that paints without it), the page still starts.
    setTimeout(start, 3000);
  } else {
    // No paint timing: requestAnimationFrame runs just before a frame's paint, its timeout after it.
    requestAnimationFrame(function () {
      afterThisTask();
    });
    setTimeout(start, 3000);
  }
})();
