import type { BillStatus } from './bill-status';

// Where a service job is (product §15), as the customer's receipt shows it at the top:
// Received (the bill made) → In service (Pending) → Ready (Completed), each with its time.

export const JOB_STEPS = ['received', 'in_service', 'ready'] as const;
export type JobStepName = (typeof JOB_STEPS)[number];

export const JOB_TEXTS = {
  title: 'Job status',
  steps: { received: 'Received', in_service: 'In service', ready: 'Ready' },
  tellReady: "Tell the customer it's ready",
} as const satisfies {
  title: string;
  steps: Record<JobStepName, string>;
  tellReady: string;
};

/** A step and when the job reached it (an ISO instant), or null while it has not. */
export type JobStep = { step: JobStepName; at: string | null };

const STEP_OF_STATUS: Partial<Record<BillStatus, JobStepName>> = {
  under_service: 'in_service',
  completed: 'ready',
};

/**
 * The three steps of a job from the bill's creation and status timeline (oldest first).
 * A bill saved straight as Completed reaches Ready without In service: that step stays
 * without a time. The first time a step was reached counts.
 */
export function jobSteps(
  createdAt: string,
  timeline: readonly { status: BillStatus; at: string }[],
): JobStep[] {
  const reached: Partial<Record<JobStepName, string>> = { received: createdAt };
  for (const { status, at } of timeline) {
    const step = STEP_OF_STATUS[status];
    if (step) reached[step] ??= at;
  }
  return JOB_STEPS.map((step) => ({ step, at: reached[step] ?? null }));
}

/** A bill with any Service Request or Service Handling value is a service job. */
export function isServiceBill(customFields: {
  serviceFields: Record<string, string>;
  serviceInfo: Record<string, string>;
}): boolean {
  return [customFields.serviceFields, customFields.serviceInfo].some((values) =>
    Object.values(values).some((value) => value.trim() !== ''),
  );
}
