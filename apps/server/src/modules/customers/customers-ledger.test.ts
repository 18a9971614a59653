import {
  balanceOf,
  BILL_STATUSES,
  paise,
  paiseToRupees,
  rupeesToPaise,
  type BillDto,
  type BillStatus,
  type BillTotals,
  type CustomerDto,
  type LedgerType,
} from '@khatabill/domain';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { customerRequests } from '../../test/customers';

// The khata invariant (product §11 "The khata (ledger)"): a customer's stored balance equals
// Σ credits − Σ debits of its entries, whatever happens and however requests interleave.

const customerIndex = fc.nat({ max: 2 });
const status = fc.constantFrom<BillStatus>(...BILL_STATUSES);
/** A bill's contents in paise: one or two lines, a percent discount, an advance, what was paid. */
const billChange = {
  customer: customerIndex,
  lines: fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 3 }),
      price: fc.integer({ min: 1, max: 500_000 }),
    }),
    { minLength: 1, maxLength: 2 },
  ),
  discountPercent: fc.integer({ min: 0, max: 50 }),
  // Up to twice the largest bill: often more than the bill itself.
  advance: fc.integer({ min: 0, max: 3_000_000 }),
  paid: fc.integer({ min: 0, max: 2_000_000 }),
  status,
};
const khataOperation = fc.oneof(
  fc.record({
    kind: fc.constant('entry' as const),
    customer: customerIndex,
    type: fc.constantFrom<LedgerType>('credit', 'debit'),
    // Paise, including 0 (records nothing) and odd paise.
    amount: fc.integer({ min: 0, max: 5_000_000 }),
  }),
  fc.record({ kind: fc.constant('save' as const), ...billChange }),
  fc.record({ kind: fc.constant('edit' as const), bill: fc.nat(), ...billChange }),
  fc.record({ kind: fc.constant('status' as const), bill: fc.nat(), status }),
);
type BillChange = {
  lines: { quantity: number; price: number }[];
  discountPercent: number;
  advance: number;
  paid: number;
  status: BillStatus;
};

function billBody(customer: CustomerDto, change: BillChange) {
  return {
    name: customer.name,
    mobile: customer.mobile,
    items: change.lines.map((line, index) => ({
      name: `Item ${index + 1}`,
      quantity: line.quantity,
      price: paiseToRupees(paise(line.price)),
    })),
    payment: {
      mode: 'cash',
      amountPaid: paiseToRupees(paise(change.paid)),
      discount: { type: 'percent', value: change.discountPercent },
    },
    customFields: {
      serviceFields: {},
      serviceInfo: { 'Advance Amount': paiseToRupees(paise(change.advance)) },
    },
    status: change.status,
  };
}

function totalsInPaise({ totals }: BillDto): BillTotals {
  return {
    itemsTotal: rupeesToPaise(totals.itemsTotal),
    discountAmount: rupeesToPaise(totals.discountAmount),
    // These bills are a shop's without GST.
    taxAndRoundOff: rupeesToPaise(0),
    advanceAmount: rupeesToPaise(totals.advanceAmount),
    finalTotal: rupeesToPaise(totals.finalTotal),
    pending: rupeesToPaise(totals.pending),
    toReturn: rupeesToPaise(totals.toReturn),
  };
}

describeEachDatabase('customer balances', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const { addCustomer, recordEntry, detail } = customerRequests(app);

  function sendBill(token: string, method: 'POST' | 'PATCH', url: string, payload: object) {
    return app().inject({ method, url, headers: authHeader(token), payload });
  }

  /** The stored balance and the one its entries add up to, both in paise. */
  async function balances(token: string, customer: CustomerDto) {
    const { balance, transactions } = await detail(token, customer._id);
    const entries = transactions.map((t) => ({ type: t.type, amount: rupeesToPaise(t.amount) }));
    return { stored: rupeesToPaise(balance), ofEntries: balanceOf(entries) };
  }

  it('records a manual entry resent with its Idempotency-Key once, answering the same', async () => {
    const { token } = await createTestShop(app());
    const customer = await addCustomer(token, 'Ravi');

    // The owner saved, the answer was lost, the owner saves again: the same attempt.
    const first = await recordEntry(token, customer, 'credit', 250, 'entry-once');
    const resent = await recordEntry(token, customer, 'credit', 250, 'entry-once');
    const another = await recordEntry(token, customer, 'credit', 250, 'entry-twice');

    expect([first.statusCode, resent.statusCode, another.statusCode]).toEqual([200, 200, 200]);
    expect(resent.json()).toEqual(first.json());
    expect((await detail(token, customer._id)).transactions).toHaveLength(2);
    expect(await balances(token, customer)).toEqual({ stored: 50_000, ofEntries: 50_000 });
  });

  it('keeps the balance exact under 20 concurrent manual entries on one customer', async () => {
    const { token } = await createTestShop(app());
    const customer = await addCustomer(token, 'Ravi');
    const entries = Array.from({ length: 20 }, (_, i) => ({
      type: (i % 3 === 0 ? 'debit' : 'credit') as LedgerType,
      amount: paiseToRupees(paise(rupeesToPaise(10 + i) + i)),
    }));

    const answers = await Promise.all(
      entries.map(({ type, amount }) => recordEntry(token, customer, type, amount)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(entries.map(() => 200));
    const expected = balanceOf(entries.map((e) => ({ ...e, amount: rupeesToPaise(e.amount) })));
    const { stored, ofEntries } = await balances(token, customer);
    expect(ofEntries).toBe(expected);
    expect(stored).toBe(expected);
    expect((await detail(token, customer._id)).transactions).toHaveLength(20);
  });

  it('keeps every balance equal to its entries and to what its bills leave, over random bills and manual entries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(khataOperation, { minLength: 1, maxLength: 10 }), async (ops) => {
        const { token } = await createTestShop(app());
        const customers = [
          await addCustomer(token, 'Asha'),
          await addCustomer(token, 'Bala'),
          await addCustomer(token, 'Chitra'),
        ];
        // What each customer's balance must be, from the answers the server gave (paise).
        const manual = [0, 0, 0];
        const bills: { _id: string; customer: number; status: BillStatus; totals: BillTotals }[] =
          [];

        for (const op of ops) {
          if (op.kind === 'entry') {
            const customer = customers[op.customer]!;
            const answer = await recordEntry(
              token,
              customer,
              op.type,
              paiseToRupees(paise(op.amount)),
            );
            expect(answer.statusCode, answer.body).toBe(200);
            manual[op.customer]! += op.type === 'credit' ? op.amount : -op.amount;
            continue;
          }
          const target =
            op.kind === 'save' ? undefined : bills[op.bill % Math.max(bills.length, 1)];
          if (op.kind !== 'save' && !target) continue;
          const answer =
            op.kind === 'status'
              ? await sendBill(token, 'PATCH', `/api/bills/${target!._id}/status`, {
                  status: op.status,
                })
              : await sendBill(
                  token,
                  op.kind === 'save' ? 'POST' : 'PATCH',
                  op.kind === 'save' ? '/api/bills' : `/api/bills/${target!._id}`,
                  billBody(customers[op.customer]!, op),
                );
          // Refused changes (a completed bill, a return to draft) must change nothing.
          if (answer.statusCode === 409) continue;
          expect(answer.statusCode, answer.body).toBeLessThan(300);
          const bill = answer.json<{ data: BillDto }>().data;
          const saved = {
            _id: bill._id,
            customer: customers.findIndex((c) => c._id === bill.customerId),
            status: bill.status,
            totals: totalsInPaise(bill),
          };
          if (target) Object.assign(target, saved);
          else bills.push(saved);
        }

        for (const [index, customer] of customers.entries()) {
          const { stored, ofEntries } = await balances(token, customer);
          // What each bill says it leaves: its amount to return, less what is pending on it.
          const fromBills = bills
            .filter((bill) => bill.customer === index && bill.status !== 'draft')
            .reduce((sum, { totals }) => sum + totals.toReturn - totals.pending, 0);
          expect(stored).toBe(ofEntries);
          expect(stored).toBe(manual[index]! + fromBills);
        }
      }),
      { numRuns: 15 },
    );
  });
});
