import type { BrowserContext, ConsoleMessage, Request, Response } from 'playwright-core';

/** The page-side name of the binding that carries `securitypolicyviolation` events to the test. */
const CSP_BINDING = '__e2eReportCspViolation';

/** A Content-Security-Policy violation as the page's `securitypolicyviolation` event describes it. */
export interface CspViolation {
  /** e.g. script-src-elem */
  violatedDirective: string;
  /** 'inline', 'eval' or the URL that was blocked. */
  blockedURI: string;
  /** The page (or frame) where it happened. */
  documentURI: string;
}

/** A CSP violation a test provokes on purpose (the check of the check): the directive it breaks. */
export interface ExpectedCspViolation {
  directive: RegExp;
}

/** A failure a journey causes on purpose: a request to a URL matching `url`, answered with `status`. */
export interface ExpectedFailure {
  url: RegExp;
  /** Any error status when left out. */
  status?: number;
  /** Only a request that got no answer at all (the browser offline, the connection dropped). */
  networkOnly?: boolean;
}

/**
 * Collects, for every page of a browser context, what a customer would call broken: console
 * errors, uncaught exceptions, requests that failed or were answered with an error status, and
 * Content-Security-Policy violations (the built app runs with none). A journey declares
 * the failures it provokes with `expect`; everything else fails the journey.
 */
export class PageProblems {
  private readonly problems: string[] = [];
  private readonly expected: ExpectedFailure[] = [];
  private readonly expectedCsp: ExpectedCspViolation[] = [];
  private readonly csp: CspViolation[] = [];

  private constructor(context: BrowserContext) {
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (error) => this.problems.push(`uncaught error: ${error.error().message}`));
    context.on('requestfailed', (request) => this.onRequestFailed(request));
    context.on('response', (response) => this.onResponse(response));
  }

  /**
   * Starts watching every page of the context, before its first page opens. The CSP listener is
   * installed through the DevTools protocol (an init script and a binding), so the policy under
   * test cannot block the watcher itself.
   */
  static async watch(context: BrowserContext): Promise<PageProblems> {
    const problems = new PageProblems(context);
    await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => problems.onCspViolation(violation));
    await context.addInitScript((binding: string) => {
      // Capture on the document: the event is fired at the offending element and bubbles, or at the document itself.
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, (violation: object) => void>)[binding];
          void report({ violatedDirective: event.violatedDirective, blockedURI: event.blockedURI, documentURI: event.documentURI });
        },
        true,
      );
    }, CSP_BINDING);
    return problems;
  }

  /** Declares a failure the journey provokes (a wrong password, a revoked token...). */
  expect(failure: ExpectedFailure): void {
    this.expected.push(failure);
  }

  /** Declares a CSP violation the test provokes on purpose, to prove the policy and this check work. */
  expectCspViolation(violation: ExpectedCspViolation): void {
    this.expectedCsp.push(violation);
  }

  /** Every CSP violation reported so far, expected or not. */
  cspViolations(): readonly CspViolation[] {
    return this.csp;
  }

  /** Every unexpected problem recorded so far, one line each. */
  unexpected(): readonly string[] {
    return this.problems;
  }

  /** Throws with every unexpected problem seen so far. */
  assertNone(): void {
    if (this.problems.length > 0) {
      throw new Error(`The browser reported ${this.problems.length} unexpected problem(s):\n- ${this.problems.join('\n- ')}`);
    }
  }

  private isExpected(url: string, status: number | null): boolean {
    return this.expected.some(
      (failure) =>
        failure.url.test(url) &&
        (failure.networkOnly ? status === null : failure.status === undefined || status === null || failure.status === status),
    );
  }

  private isExpectedCsp(text: string): boolean {
    return this.expectedCsp.some((violation) => violation.directive.test(text));
  }

  private onCspViolation(violation: CspViolation) {
    this.csp.push(violation);
    if (this.isExpectedCsp(violation.violatedDirective)) return;
    this.problems.push(`CSP violation: ${violation.violatedDirective} ${violation.blockedURI} (${violation.documentURI})`);
  }

  private onConsole(message: ConsoleMessage) {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    // Chromium also logs each CSP violation ("Refused to execute ... Content Security Policy
    // directive: ..."): onCspViolation reports it; an expected one is not a problem here either.
    if (/Content Security Policy/.test(message.text()) && this.isExpectedCsp(message.text())) return;
    // Chromium logs every error response as "Failed to load resource"; the response itself is
    // judged in onResponse, where its status is known.
    if (message.text().startsWith('Failed to load resource')) {
      if (!this.isExpected(url, null)) this.problems.push(`console error: ${message.text()} (${url})`);
      return;
    }
    this.problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  }

  private onRequestFailed(request: Request) {
    const reason = request.failure()?.errorText ?? 'unknown';
    // A request cancelled because the page went elsewhere (the journey's next page.goto, or the
    // app's own abort) is not a failure a customer sees; a refused or broken one has another reason.
    if (reason === 'net::ERR_ABORTED' || this.isExpected(request.url(), null)) return;
    this.problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  }

  private onResponse(response: Response) {
    const status = response.status();
    if (status < 400 || this.isExpected(response.url(), status)) return;
    this.problems.push(`error response: ${response.request().method()} ${response.url()} → ${status}`);
  }
}
