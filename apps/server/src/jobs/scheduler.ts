import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { describeFailure } from '../db/failure-log';
import { deleteExpiredIdempotencyKeys } from '../plugins/idempotency.repository';
import type { AutomaticBackups } from './automatic-backups';
import { runReminderJob } from './reminder-job';

export type Job = { name: string; everyMs: number; run: (db: Database) => Promise<unknown> };

const HOUR_MS = 60 * 60_000;

/** Work the requests themselves should not pay for: reminders, housekeeping and backups. */
export function jobsOf(
  config: Pick<AppConfig, 'reminderJobIntervalMs'>,
  backups?: AutomaticBackups,
): readonly Job[] {
  return [
    {
      name: 'reminders',
      everyMs: config.reminderJobIntervalMs,
      run: (db) => runReminderJob(db, new Date()),
    },
    {
      name: 'delete expired idempotency keys',
      everyMs: HOUR_MS,
      run: deleteExpiredIdempotencyKeys,
    },
    ...(backups?.jobs ?? []),
  ];
}

/**
 * Runs each job on its interval inside the server process. Every job is safe to run from
 * several processes at once (product §10 "Scale-out"); within one process a run still going
 * when the next is due lets that one pass. Timers never keep the process alive and stop
 * when the app closes.
 */
async function scheduler(
  app: FastifyInstance,
  { jobs, backups }: { jobs?: readonly Job[]; backups?: AutomaticBackups },
) {
  const timers = (jobs ?? jobsOf(app.config, backups)).map((job) => {
    let running = false;
    return setInterval(() => {
      if (running) return;
      running = true;
      job
        .run(app.db)
        .catch((error: unknown) => {
          const failure = error instanceof Error ? describeFailure(error) : { type: typeof error };
          app.log.error({ failure, job: job.name }, 'scheduled job failed');
        })
        .finally(() => {
          running = false;
        });
    }, job.everyMs).unref();
  });
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}

export default fp(scheduler, { name: 'scheduler', dependencies: ['config', 'database'] });
