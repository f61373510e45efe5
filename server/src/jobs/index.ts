import type { AppContext } from '../appContext';
import { buildPendingExports } from '../dataExport/dataExports';
import { settlePendingPayments } from '../billing/pendingPayments';
import { IN_PROGRESS_MS } from '../billing/purchase';
import { renewDueSubscriptions } from '../billing/renewals';
import type { BackgroundTasks } from './backgroundTasks';
import type { Logger } from '../lib/logger';
import { releaseEndedHolds, releaseLapsedPlanNumbers } from '../phones/numberHolds';
import { settleDuePorts } from '../phones/portCompletions';
import { expireUnfixedPorts } from '../phones/portExpiry';
import { backfillCallerLookups } from '../telephony/callerLookupBackfill';
import { JobRunner, realTimers, type JobDefinition, type JobStatus, type JobTimers } from './jobRunner';

import type { JobName, JobWakeUps } from './jobWakeUps';

export type { JobStatus } from './jobRunner';
export type { JobName, JobWakeUps } from './jobWakeUps';


/**
 * Every background job of the server: what it does, how often every instance polls for it, and
 * how long its claims on a piece of work last (renewed while a pass works, given back when the
 * server stops, taken by another instance after the lease if this one died).
 */
export function jobList(ctx: AppContext, log: Logger): (JobDefinition & { name: JobName })[] {
  const { config } = ctx;
  return [
    {
      // Asks the carrier about ports that are due (phones.port_completes_at), and cancels port
      // requests that waited too long for the customer's fix.
      name: 'port completions',
      intervalMs: config.jobPollIntervalMs,
      leaseMs: config.jobLeaseMs,
      runAtStart: true,
      pass: async (lease) => {
        await settleDuePorts(ctx, log, lease, (at) => ctx.jobs.wakeAt('port completions', at));
        if (lease.active) await expireUnfixedPorts(ctx, log, lease.now());
      },
    },
    {
      // Charges subscriptions whose period ended; ends cancelled ones.
      name: 'subscription renewals',
      intervalMs: config.renewalIntervalMs,
      leaseMs: config.jobLeaseMs,
      runAtStart: false,
      pass: async (lease) => {
        const report = await renewDueSubscriptions(ctx, log, lease);
        if (report.renewed + report.lapsed + report.deferred + report.ended > 0) log.info(report, 'subscription renewals');
      },
    },
    {
      // Settles payments left pending by a purchase cut short. Its claim is the payment's
      // updated_at, the same mark a running purchase keeps: taken again after the grace period.
      name: 'pending payments',
      intervalMs: config.jobPollIntervalMs,
      leaseMs: Math.max(config.pendingPaymentGraceMs, IN_PROGRESS_MS),
      runAtStart: true,
      pass: async (lease) => {
        await settlePendingPayments(ctx, log, lease.now());
      },
    },
    {
      // Moves the numbers of lapsed plans into holds; gives numbers whose hold ended back to the carrier.
      name: 'number holds',
      intervalMs: config.jobPollIntervalMs,
      leaseMs: config.jobLeaseMs,
      runAtStart: true,
      pass: async (lease) => {
        await releaseLapsedPlanNumbers(ctx, log, lease.now());
        const released = await releaseEndedHolds(ctx, log, lease);
        if (released > 0) log.info({ numbers: released }, 'held numbers released to the carrier');
      },
    },
    {
      // Sends the mail outbox (mail/mailOutbox.ts): each message is claimed for
      // MAIL_SEND_LEASE_MS (one send), so a sender that died leaves it to another after that.
      name: 'mail outbox',
      intervalMs: config.jobPollIntervalMs,
      leaseMs: config.mailSendLeaseMs,
      runAtStart: true,
      pass: async (lease) => {
        await ctx.mail.sendDue(lease);
      },
    },
    {
      // Builds the ZIPs customers asked for (dataExport/dataExports.ts), each claimed by one
      // instance; deletes those whose day is over. Woken at once on the instance that took the request.
      name: 'data exports',
      intervalMs: config.jobPollIntervalMs,
      leaseMs: config.jobLeaseMs,
      runAtStart: true,
      pass: async (lease) => {
        await buildPendingExports(ctx, log, lease);
      },
    },
    {
      // Asks the carrier about numbers in calls, chats and voicemails that were never looked up
      // (stored before lookups existed, or their lookup failed): one bounded batch a pass, each
      // number claimed by one instance (telephony/callerLookupBackfill.ts).
      name: 'caller lookup backfill',
      intervalMs: config.callerLookupBackfillIntervalMs,
      leaseMs: config.jobLeaseMs,
      runAtStart: false,
      pass: async (lease) => {
        await backfillCallerLookups(ctx, log, lease);
      },
    },
  ];
}

/**
 * The server's background jobs: started when the app is ready, stopped when it closes (the
 * start of a shutdown), when each running pass gives back the work it claimed and did not do.
 */
export class Jobs implements JobWakeUps {
  private runners = new Map<JobName, JobRunner>();

  constructor(
    private readonly background: BackgroundTasks,
    private readonly log: Logger,
    private readonly timers: JobTimers = realTimers,
  ) {}

  /** Sets the jobs to run (jobList); before start. */
  define(jobs: (JobDefinition & { name: JobName })[]): void {
    this.runners = new Map(jobs.map((job) => [job.name, new JobRunner(job, this.background, this.log, this.timers)]));
  }

  start(): void {
    for (const runner of this.runners.values()) runner.start();
  }

  wakeAt(job: JobName, at: Date): void {
    this.runners.get(job)?.runAt(at);
  }

  wake(job: JobName): void {
    this.runners.get(job)?.runSoon();
  }

  /** What each job did lately on this instance: read-only, for metrics. */
  status(): JobStatus[] {
    return [...this.runners.values()].map((runner) => runner.status());
  }

  async stop(): Promise<void> {
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
  }
}
