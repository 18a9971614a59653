import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { describeFailure } from '../db/failure-log';
import { deleteExpiredIdempotencyKeys } from '../plugins/idempotency.repository';

export type Job = { name: string; everyMs: number; run: (db: Database) => Promise<void> };

const HOUR_MS = 60 * 60_000;

/** Housekeeping the requests themselves should not pay for. */
export const JOBS: readonly Job[] = [
  { name: 'delete expired idempotency keys', everyMs: HOUR_MS, run: deleteExpiredIdempotencyKeys },
];

/**
 * Runs each job on its interval inside the server process. Every job is safe to run from
 * several processes at once (DESIGN.md §2 scale-out). Timers never keep the process alive
 * and stop when the app closes.
 */
async function scheduler(app: FastifyInstance, { jobs = JOBS }: { jobs?: readonly Job[] }) {
  const timers = jobs.map((job) =>
    setInterval(() => {
      job.run(app.db).catch((error: unknown) => {
        const failure = error instanceof Error ? describeFailure(error) : { type: typeof error };
        app.log.error({ failure, job: job.name }, 'scheduled job failed');
      });
    }, job.everyMs).unref(),
  );
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}

export default fp(scheduler, { name: 'scheduler', dependencies: ['database'] });
