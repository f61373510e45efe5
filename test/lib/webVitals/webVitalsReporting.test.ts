import { createAppRoutes } from '../../../src/app/router';
import { ROUTER_BASENAME } from '../../../src/lib/navigation';
import { reportVitals, type VitalObserver, type VitalReport } from '../../../src/lib/webVitals/reportVitals';
import { routePatternOf } from '../../../src/lib/webVitals/routePattern';
import { reportTarget } from '../../../src/lib/webVitals/startVitals';
import { scheduleVitalsReporting } from '../../../src/lib/webVitals/scheduleVitals';

/** Observers the test fires by hand, as web-vitals would after measuring. */
function manualObservers() {
  const callbacks: ((metric: VitalReport) => void)[] = [];
  const observer: VitalObserver = (report) => void callbacks.push(report);
  return { observers: [observer], fire: (metric: VitalReport) => callbacks.forEach((callback) => callback(metric)) };
}

const settle = async () => {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
};

describe('the route pattern a report names', () => {
  const routes = createAppRoutes();

  test.each([
    ['/app/dashboard/chats', '/dashboard/chats'],
    ['/app/dashboard/chats/', '/dashboard/chats'],
    ['/app/login', '/login'],
    ['/app/', '/'],
    ['/app/dashboard/chats/4155550123/secret', '/*'],
  ])('%s reports as %s', (pathname, pattern) => {
    expect(routePatternOf(routes, pathname, ROUTER_BASENAME)).toBe(pattern);
  });
});

describe('reportVitals', () => {
  let fetchMock: jest.Mock;
  let beacon: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    beacon = jest.fn(() => true);
    global.fetch = fetchMock;
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });

  test('sends each vital with the route pattern; once the server has answered, by beacon', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { observers, fire } = manualObservers();
    reportVitals({ route: '/dashboard/chats', endpoint: '/api/vitals', observers });
    fire({ name: 'LCP', value: 1234.5 });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/vitals');
    expect(JSON.parse(init.body as string)).toEqual({ route: '/dashboard/chats', metrics: [{ name: 'LCP', value: 1234.5 }] });
    fire({ name: 'CLS', value: 0.03 });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [beaconUrl, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(beaconUrl).toBe('/api/vitals');
    expect(JSON.parse(await blob.text())).toEqual({ route: '/dashboard/chats', metrics: [{ name: 'CLS', value: 0.03 }] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a server without the endpoint (404) stops the reporting', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ failure: 'Not found' }), { status: 404 }));
    const { observers, fire } = manualObservers();
    reportVitals({ route: '/login', endpoint: '/api/vitals', observers });
    fire({ name: 'LCP', value: 900 });
    await settle();
    fire({ name: 'INP', value: 80 });
    fire({ name: 'CLS', value: 0 });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('scheduleVitalsReporting', () => {
  const routes = createAppRoutes();
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('an unsampled page view never loads the reporter', () => {
    const load = jest.fn();
    expect(scheduleVitalsReporting({ sampleRate: 0.1, apiBaseUrl: '/api', routes, pathname: '/app/login', basename: ROUTER_BASENAME, random: () => 0.5, load })).toBe(false);
    expect(scheduleVitalsReporting({ sampleRate: 0, apiBaseUrl: '/api', routes, pathname: '/app/login', basename: ROUTER_BASENAME, random: () => 0, load })).toBe(false);
    jest.runAllTimers();
    expect(load).not.toHaveBeenCalled();
  });

  test('a sampled one loads it once the page is idle, not before, with the route pattern and the endpoint', async () => {
    const startVitalsOf = jest.fn();
    const load = jest.fn(async () => ({ startVitalsOf }));
    const sampled = scheduleVitalsReporting({ sampleRate: 0.1, apiBaseUrl: 'https://api.example.test/api/', routes, pathname: '/app/dashboard/plan', basename: ROUTER_BASENAME, random: () => 0.05, load });
    expect(sampled).toBe(true);
    expect(load).not.toHaveBeenCalled();
    jest.runAllTimers();
    await settle();
    expect(startVitalsOf).toHaveBeenCalledTimes(1);
    expect(reportTarget(startVitalsOf.mock.calls[0][0])).toEqual({ route: '/dashboard/plan', endpoint: 'https://api.example.test/api/vitals' });
  });
});
