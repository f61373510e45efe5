import type { ActiveSession } from '../../src/contract/api';
import { nextId } from './sequence';

/** One of GET /api/sessions's items: by default another device (Firefox on Windows), not this one. */
export function buildActiveSession(overrides: Partial<ActiveSession> = {}): ActiveSession {
  const n = nextId();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    created_at: '2026-11-20T10:00:00.000Z',
    last_seen_at: '2026-11-25T09:00:00.000Z',
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    browser: 'Firefox',
    os: 'Windows',
    current: false,
    ...overrides,
  };
}

/** The ids of buildSessionList's two sessions: the same every time, so a scenario and a test agree. */
export const THIS_DEVICE_ID = '00000000-0000-4000-8000-0000000000a1';
export const OTHER_DEVICE_ID = '00000000-0000-4000-8000-0000000000b2';

/** This device (Chrome on macOS) and another (Firefox on Windows), as the server lists them. */
export function buildSessionList(): ActiveSession[] {
  return [
    buildActiveSession({
      id: THIS_DEVICE_ID,
      current: true,
      ip: '198.51.100.4',
      browser: 'Chrome',
      os: 'macOS',
      user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      last_seen_at: '2026-11-25T10:00:00.000Z',
    }),
    buildActiveSession({ id: OTHER_DEVICE_ID }),
  ];
}
