import { describe, expect, it } from 'vitest';
import { isServiceBill, jobSteps } from './job-progress';

const CREATED = '2026-11-20T05:00:00.000Z';

describe('jobSteps', () => {
  it('dates Received at creation, In service at the first Pending, Ready at the first Completed', () => {
    expect(
      jobSteps(CREATED, [
        { status: 'draft', at: CREATED },
        { status: 'under_service', at: '2026-11-21T05:00:00.000Z' },
        { status: 'completed', at: '2026-11-22T05:00:00.000Z' },
        { status: 'completed', at: '2026-11-23T05:00:00.000Z' },
      ]),
    ).toEqual([
      { step: 'received', at: CREATED },
      { step: 'in_service', at: '2026-11-21T05:00:00.000Z' },
      { step: 'ready', at: '2026-11-22T05:00:00.000Z' },
    ]);
  });

  it('leaves the steps not reached without a time', () => {
    expect(jobSteps(CREATED, []).map((step) => step.at)).toEqual([CREATED, null, null]);
    expect(
      jobSteps(CREATED, [{ status: 'completed', at: CREATED }]).map((step) => step.at),
    ).toEqual([CREATED, null, CREATED]);
  });
});

describe('isServiceBill', () => {
  it('is a service job when any service value is filled in', () => {
    expect(isServiceBill({ serviceFields: { IMEI: '3569' }, serviceInfo: {} })).toBe(true);
    expect(isServiceBill({ serviceFields: {}, serviceInfo: { 'Assigned To': 'Vikas' } })).toBe(
      true,
    );
    expect(isServiceBill({ serviceFields: { IMEI: ' ' }, serviceInfo: {} })).toBe(false);
    expect(isServiceBill({ serviceFields: {}, serviceInfo: {} })).toBe(false);
  });
});
