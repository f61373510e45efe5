import type { BrowserContext, ConsoleMessage, Request, Response } from 'playwright-core';

/** A failure a journey causes on purpose: a request to a URL matching `url`, answered with `status`. */
export interface ExpectedFailure {
  url: RegExp;
  /** Any error status when left out. */
  status?: number;
}

/**
 * Collects, for every page of a browser context, what a customer would call broken: console
 * errors, uncaught exceptions, requests that failed or were answered with an error status. A
 * journey declares the failures it provokes with `expect`; everything else fails the journey.
 */
export class PageProblems {
  private readonly problems: string[] = [];
  private readonly expected: ExpectedFailure[] = [];

  constructor(context: BrowserContext) {
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (error) => this.problems.push(`uncaught error: ${error.error().message}`));
    context.on('requestfailed', (request) => this.onRequestFailed(request));
    context.on('response', (response) => this.onResponse(response));
  }

  /** Declares a failure the journey provokes (a wrong password, a revoked token...). */
  expect(failure: ExpectedFailure): void {
    this.expected.push(failure);
  }

  /** Throws with every unexpected problem seen so far. */
  assertNone(): void {
    if (this.problems.length > 0) {
      throw new Error(`The browser reported ${this.problems.length} unexpected problem(s):\n- ${this.problems.join('\n- ')}`);
    }
  }

  private isExpected(url: string, status: number | null): boolean {
    return this.expected.some((failure) => failure.url.test(url) && (failure.status === undefined || status === null || failure.status === status));
  }

  private onConsole(message: ConsoleMessage) {
    if (message.type() !== 'error') return;
    const url = message.location().url;
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
