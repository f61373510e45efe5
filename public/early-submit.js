// A press of a sign-in screen's submit button (or Enter in one of its fields) made after the
// server's markup painted but before the app's scripts hydrated it. Until then the button submits
// with method "dialog" (src/components/plain/PlainButton.tsx), a no-op outside a <dialog>, so the
// browser sends nothing; this file, loaded before the app's scripts (deferred: it never delays the
// paint), remembers the press and marks the page as waiting for it (the plain stylesheet shows
// the button busy). The button submits its form itself once hydrated (src/prerender/earlySubmit.ts),
// unless React answered this very press (the event's default prevented: a press while React
// hydrates is dispatched to the form's handler). The default is not prevented here, so that stays
// readable; the browser's default for method "dialog" is nothing anyway.
(function () {
  document.addEventListener(
    'submit',
    function (event) {
      var submitter = event.submitter;
      if (!submitter || submitter.getAttribute('formmethod') !== 'dialog' || submitter.closest('dialog')) return;
      window.__EARLY_SUBMIT__ = event;
      document.documentElement.setAttribute('data-early-submit', '');
    },
    true,
  );
})();
