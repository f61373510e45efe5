// The SPA's Content-Security-Policy in a real browser: the headers the real server sends,
// and the check every journey relies on (PageProblems reports any CSP violation) proven by
// breaking the policy on purpose: an injected inline <script> is blocked, reported, and never runs.
import { createCustomer } from '../support/accounts';
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';
import { waitFor } from '../support/waitFor';

const journey = setupJourneys();

/** 'a b; c d e' as { a: ['b'], c: ['d', 'e'] }. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('the app runs under a strict CSP: an inline script is blocked and reported, API answers are not cached', async () => {
  const { page, server } = journey;
  const customer = await createCustomer(server, { label: 'csp' });

  // The HTML of the SPA carries the policy.
  const html = await page.goto(journey.url('/login'));
  const policy = html?.headers()['content-security-policy'];
  expect(policy).toBeDefined();
  const directives = directivesOf(policy!);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'none'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['script-src']).toContain("'self'");
  expect(directives['script-src']).not.toContain("'unsafe-inline'");
  expect(policy).not.toContain("'unsafe-eval'");

  // An API answer (the sign-in, which carries the session token) may be kept by no cache.
  const signIn = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/websignin/');
  await logIn(page, customer.email, customer.password);
  expect((await signIn).headers()['cache-control']).toBe('no-store');
  await waitForRoute(page, '/area-code');
  await waitForHeading(page, 'Choose an area code');
  await journey.checkpoint('signed in under the policy');
  expect(journey.problems.cspViolations()).toEqual([]);

  // What an injection would do: an inline script added to the page. The policy must stop it, and
  // the journeys' check must see it (declared here, so only this provoked violation is allowed).
  journey.problems.expectCspViolation({ directive: /script-src/ });
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injectedInlineScript = "ran";';
    document.head.append(script);
  });
  const violations = await waitFor('the CSP violation report', () => (journey.problems.cspViolations().length > 0 ? journey.problems.cspViolations() : null));
  expect(violations).toEqual([{ violatedDirective: expect.stringMatching(/^script-src/), blockedURI: 'inline', documentURI: page.url() }]);
  expect(await page.evaluate(() => document.body.dataset.injectedInlineScript)).toBeUndefined();

  // Without 'unsafe-eval', code built from a string by the page does not run either.
  journey.problems.expectCspViolation({ directive: /script-src/ });
  await page.evaluate(() => {
    // A string timer is the page's own eval (DevTools' evaluate itself is exempt from the policy).
    (window.setTimeout as (code: string, ms: number) => number)('document.body.dataset.stringTimer = "ran";', 0);
  });
  await waitFor('the eval violation report', () => (journey.problems.cspViolations().some((violation) => violation.blockedURI === 'eval') ? true : null));
  expect(await page.evaluate(() => document.body.dataset.stringTimer)).toBeUndefined();
  // Nothing else went wrong on the way: the provoked violations are the only ones.
  expect(journey.problems.unexpected()).toEqual([]);
});
