// The Google/Apple sign-in popup lands here with #id_token=…&state=… (Apple also &code=…).
// Hand the fragment to the page that opened the popup (same origin only), then close.
(function () {
  var fragment = window.location.hash.replace(/^#/, '');
  // Drop the token from the address bar and history at once.
  window.history.replaceState(null, '', window.location.pathname);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage({ type: 'social-callback', fragment: fragment }, window.location.origin);
  }
  window.close();
})();
