import type { PublicReceiptDto } from '@khatabill/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billPayload, billRequests } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';

// The live job status on a service bill's public receipt (product §15 "Job status on a
// service bill's receipt").

const repair = { serviceFields: { IMEI: '356938035643809' }, serviceInfo: {} };

describeEachDatabase('job status on the public receipt', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const session = await createTestShop(app(), {
      billingMode: ['product', 'service'],
      businessType: 'mobile-laptop-repair',
    });
    return billRequests(app, session.token);
  }

  const receiptOf = async (token: string | null) => {
    const response = await app().inject({ url: `/api/public/bills/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PublicReceiptDto }>().data;
  };

  it('shows Received and In service with their times, then Ready once completed', async () => {
    const bills = await shop();
    const bill = await bills.createOk(
      billPayload({ status: 'under_service', customFields: repair }),
    );

    const inService = await receiptOf(bill.shareToken);
    expect(inService.job).toEqual([
      { step: 'received', at: bill.createdAt },
      { step: 'in_service', at: bill.statusTimeline[0]?.at },
      { step: 'ready', at: null },
    ]);

    const done = await bills.setStatus(bill._id, 'completed');
    expect(done.statusCode, done.body).toBe(200);
    const ready = await receiptOf(bill.shareToken);
    const completedAt = ready.job?.[2]?.at;
    expect(ready.job?.slice(0, 2)).toEqual(inService.job?.slice(0, 2));
    expect(completedAt && completedAt >= (inService.job?.[1]?.at ?? '')).toBe(true);
  });

  it('leaves In service without a time for a job saved straight as Completed', async () => {
    const bills = await shop();
    const bill = await bills.createOk(billPayload({ status: 'completed', customFields: repair }));

    const receipt = await receiptOf(bill.shareToken);

    expect(receipt.job?.map((step) => [step.step, step.at === null])).toEqual([
      ['received', false],
      ['in_service', true],
      ['ready', false],
    ]);
  });

  it('has no job status on a bill of goods', async () => {
    const bills = await shop();
    const bill = await bills.createOk(billPayload({ status: 'under_service' }));

    expect((await receiptOf(bill.shareToken)).job).toBeNull();
  });
});
