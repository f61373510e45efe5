import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { HttpHandler, JsonBodyType } from 'msw';
import { server } from '../../mocks/server';
import { disarmFaults, faults, type Fault, type FaultName } from './faults';

/** One screen, the call of it a fault hits, and how a user meets the fault and gets past it. */
export interface ScreenUnderFault {
  screen: string;
  /** The h1 that must stay on screen (no blank page); null where the page has none of its own. */
  heading: string | null;
  /** The call under fault, as an msw path under the API base. */
  path: string;
  /**
   * A 2xx body lacking fields the screen reads from `path`; undefined when the screen reads
   * nothing from that answer (then such a body is a success and the screen must carry on).
   */
  incomplete?: JsonBodyType;
  /** A healthy server; its handlers are put back when the server recovers (same array: state kept). */
  server: () => HttpHandler[];
  /** Renders the screen and waits for it; resolves with the user. */
  open: () => Promise<UserEvent>;
  /** What the user types and clicks to make the call (nothing when the screen's own loading makes it). */
  act?: (user: UserEvent) => Promise<void>;
  /** The screen's own SPEC §8 text for a fault, where it has one ('failure text or …'). */
  messages?: Partial<Record<FaultName, string>>;
  /** What the user typed is still there after the failure. */
  inputKept?: () => void;
  /** The user tries again (Try again, or submitting again). */
  retry: (user: UserEvent) => Promise<void>;
  /** What the screen shows once the call went through (it may have moved on to the next page). */
  recovered: () => Promise<void>;
  /** Faults that mean nothing for this call, each with the reason (the table names it). */
  notApplicable?: Partial<Record<FaultName, string>>;
}

/** Nothing crashed: the page is there, no route error page, no 'undefined' or 'NaN' rendered. */
export function expectScreenStanding(heading: string | null): void {
  if (heading) expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.queryByText('This page could not be shown')).not.toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/\bundefined\b|\bNaN\b/);
}

async function survives(subject: ScreenUnderFault, fault: Fault): Promise<void> {
  const healthy = subject.server();
  const readsNothing = fault.name === 'a body missing fields' && subject.incomplete === undefined;
  server.use(...healthy);
  // A later server.use() takes precedence: the fault overrides the healthy answer.
  server.use(...fault.handlers(subject.path, subject.incomplete ?? {}));
  fault.arm?.();
  const user = await subject.open();
  await subject.act?.(user);

  if (readsNothing) {
    // The answer's body is not read: a 2xx is the server saying it worked.
    await subject.recovered();
    return;
  }
  const message = subject.messages?.[fault.name] ?? fault.message;
  await waitFor(() => expect(document.body).toHaveTextContent(message));
  // The message may come first from another part of the dashboard that reads the same answer (the
  // panel's plan); on a busy machine the page's own code can still be loading then.
  if (subject.heading) await screen.findByRole('heading', { level: 1, name: subject.heading });
  expectScreenStanding(subject.heading);
  subject.inputKept?.();

  server.resetHandlers(...healthy);
  disarmFaults();
  await subject.retry(user);
  await subject.recovered();
}

/** Every screen × every fault, one test each. */
export function itSurvivesEveryFault(subjects: ScreenUnderFault[]): void {
  const table = subjects.flatMap((subject) =>
    faults.filter((fault) => !subject.notApplicable?.[fault.name]).map((fault) => [subject.screen, fault.name, subject, fault] as const),
  );
  it.each(table)('%s survives %s: the SPEC §8 message, no crash, input kept, and a retry works', async (_screen, _fault, subject, fault) => {
    await survives(subject, fault);
  });
}
