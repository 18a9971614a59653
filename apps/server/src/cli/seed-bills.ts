import { randomBytes, randomUUID } from 'node:crypto';
import {
  billInputAmounts,
  billLedgerEntries,
  computeBillInputTotals,
  paise,
  paiseToRupees,
  rupeesToPaise,
  type BillInput,
  type BillStatus,
  type CalendarDay,
  type Paise,
} from '@khatabill/domain';
import type { billItems, bills, billStatusEvents, ledgerEntries } from '../db/schema';
import { billNote, fieldValue } from './seed-catalog';
import { reminderOf } from './seed-reminders';
import type { Random } from './seed-random';
import type { SeedShop } from './seed-shop';

// One seeded bill as the app would have stored it: totals from the domain's rules (the very
// call a save makes), its timeline, share token, reminder state and khata entries.

export type SeedBill = {
  bill: typeof bills.$inferInsert;
  items: (typeof billItems.$inferInsert)[];
  events: (typeof billStatusEvents.$inferInsert)[];
  entries: (typeof ledgerEntries.$inferInsert)[];
  /** What the entries do to the customer's balance: Σ credits − Σ debits. */
  balanceChange: number;
};

export type BillMoment = {
  /** The bill's place in the shop's history, from 0: its invoice number follows from it. */
  index: number;
  createdAt: Date;
  /** The shop-local day it was made. */
  day: CalendarDay;
  now: Date;
  today: CalendarDay;
};

type BillMoney = Pick<BillInput, 'items' | 'payment' | 'customFields' | 'status'>;
type Item = BillInput['items'][number] & { productId: string | null };

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function makeBill(random: Random, shop: SeedShop, moment: BillMoment): SeedBill {
  const id = randomUUID();
  // Regulars come back: the first customers of the list get most of the bills.
  const customer = shop.customers[Math.floor(shop.customers.length * random.next() ** 2)];
  if (!customer) throw new Error('a seeded shop has no customers');
  const ageDays = (moment.now.getTime() - moment.createdAt.getTime()) / DAY_MS;
  const status = statusFor(random, shop, ageDays);
  const events = timelineOf(random, shop, status, moment);
  const countedAt = events.find((event) => event.status !== 'draft')?.at ?? null;

  const items = itemsOf(random, shop);
  const input: BillMoney = {
    items: items.map(({ name, quantity, price }) => ({ name, quantity, price })),
    payment: { mode: paymentMode(random), amountPaid: 0, discount: discountOf(random, items) },
    customFields: customFieldsOf(random, shop, moment.day),
    status,
  };
  input.payment.amountPaid = amountPaid(random, status, computeBillInputTotals(input).finalTotal);
  const totals = computeBillInputTotals(input);
  const { discount, amountPaid: paid } = billInputAmounts(input);
  const { debit, credit } = billLedgerEntries(totals);
  const entryTime = countedAt ?? moment.createdAt;
  const entries = (
    status === 'draft' ? [] : [['debit', debit] as const, ['credit', credit] as const]
  )
    .filter(([, amount]) => amount > 0)
    .map(([type, amount]) => ({
      tenantId: shop.id,
      id: randomUUID(),
      customerId: customer.id,
      billId: id,
      type,
      amount,
      note: '',
      createdAt: entryTime,
    }));

  return {
    bill: {
      tenantId: shop.id,
      id,
      invoiceNumber: `${shop.invoicePrefix}${shop.invoiceStartNumber + moment.index}`,
      customerId: customer.id,
      customerName: customer.name,
      mobile: customer.mobile,
      status,
      paymentMode: input.payment.mode,
      amountPaid: paid,
      discountType: discount.type,
      discountValue: discount.value,
      ...totals,
      itemQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      serviceFields: input.customFields.serviceFields,
      serviceInfo: input.customFields.serviceInfo,
      ...reminderOf(random, status, moment),
      notes: billNote(random),
      shareToken: countedAt === null ? null : randomBytes(16).toString('base64url'),
      countedAt,
      createdAt: moment.createdAt,
      updatedAt: events[events.length - 1]?.at ?? moment.createdAt,
    },
    items: items.map((item, position) => ({
      tenantId: shop.id,
      id: randomUUID(),
      billId: id,
      position,
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      price: rupeesToPaise(item.price),
    })),
    events: events.map((event) => ({ tenantId: shop.id, id: randomUUID(), billId: id, ...event })),
    entries,
    balanceChange: entries.reduce(
      (sum, entry) => (entry.type === 'credit' ? sum + entry.amount : sum - entry.amount),
      0,
    ),
  };
}

/** Recent bills are often still open; old ones are almost all completed. */
function statusFor(random: Random, shop: SeedShop, ageDays: number): BillStatus {
  const open = shop.kind.category === null ? 0.2 : 1;
  if (ageDays < 7) return random.weighted({ draft: 10, under_service: 30 * open, completed: 60 });
  if (ageDays < 60) return random.weighted({ draft: 3, under_service: 10 * open, completed: 87 });
  return random.weighted({ draft: 1, under_service: 2 * open, completed: 97 });
}

/** The status changes that led to `status`, none later than now. */
function timelineOf(
  random: Random,
  shop: SeedShop,
  status: BillStatus,
  { createdAt, now }: BillMoment,
): { status: BillStatus; at: Date }[] {
  const later = (maxHours: number) =>
    new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, maxHours) * HOUR_MS));
  if (status === 'draft') return [{ status, at: createdAt }];
  if (status === 'under_service') {
    if (!random.chance(0.2)) return [{ status, at: createdAt }];
    return [
      { status: 'draft', at: createdAt },
      { status, at: later(4) },
    ];
  }
  if (shop.kind.category === null || random.chance(0.4)) return [{ status, at: createdAt }];
  return [
    { status: 'under_service', at: createdAt },
    { status, at: later(72) },
  ];
}

function itemsOf(random: Random, shop: SeedShop): Item[] {
  const count = Number(random.weighted({ 1: 35, 2: 30, 3: 20, 4: 10, 5: 5 }));
  return Array.from({ length: count }, () => {
    const quantity = shop.kind.category === null ? random.int(1, 4) : random.chance(0.9) ? 1 : 2;
    if (random.chance(0.75)) {
      const product = random.pick(shop.products);
      return { name: product.name, price: product.price, quantity, productId: product.id };
    }
    const name = shop.kind.category === null ? 'Loose item' : 'Labour charges';
    return { name, price: random.int(2, 60) * 10, quantity, productId: null };
  });
}

function paymentMode(random: Random) {
  return random.weighted({ cash: 50, upi: 40, card: 5, bank: 3, other: 2 });
}

/** A quarter of the bills have a discount: some rupees off, or a percent. */
function discountOf(random: Random, items: readonly Item[]): BillInput['payment']['discount'] {
  if (!random.chance(0.25)) return { type: 'amount', value: 0 };
  if (random.chance(0.5)) return { type: 'percent', value: random.pick([5, 10, 12.5, 15, 20]) };
  const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return { type: 'amount', value: Math.min(random.int(1, 20) * 10, Math.floor(itemsTotal)) };
}

/** The service fields of the shop's category; an advance on a third of its bills. */
function customFieldsOf(
  random: Random,
  shop: SeedShop,
  day: CalendarDay,
): BillInput['customFields'] {
  const filled = (labels: readonly string[]) => {
    const values: Record<string, string> = {};
    for (const label of labels) {
      const value = fieldValue(random, label, day);
      if (value !== null) values[label] = value;
    }
    return values;
  };
  const serviceInfo = filled(shop.serviceDetailLabels);
  if (shop.advanceLabel && random.chance(0.35)) {
    serviceInfo[shop.advanceLabel] = String(random.int(1, 10) * 50);
  }
  return { serviceFields: filled(shop.serviceFieldLabels), serviceInfo };
}

/** Most completed bills are paid in full; some in part, some on credit, a few overpaid. */
function amountPaid(random: Random, status: BillStatus, finalTotal: Paise): number {
  if (status === 'draft') return 0;
  const way =
    status === 'completed'
      ? random.weighted({ full: 78, part: 14, none: 5, over: 3 })
      : random.weighted({ full: 15, part: 40, none: 45, over: 0 });
  if (way === 'none') return 0;
  if (way === 'full') return paiseToRupees(finalTotal);
  if (way === 'over') return paiseToRupees(paise(finalTotal + random.int(1, 10) * 1000));
  return Math.floor((paiseToRupees(finalTotal) * (0.3 + 0.6 * random.next())) / 10) * 10;
}

/**
 * Khata payments outside any bill: a third of the customers who owe have since paid part
 * of it (a "You Got" entry). Changes `balances` to match.
 */
export function makePayments(
  random: Random,
  shop: SeedShop,
  { balances, now }: { balances: Map<string, number>; now: Date },
): SeedBill['entries'] {
  const entries: SeedBill['entries'] = [];
  for (const [customerId, balance] of balances) {
    if (balance >= -1_000 || !random.chance(0.33)) continue;
    const amount = Math.min(
      -balance,
      Math.max(1_000, Math.round((-balance * random.next()) / 1_000) * 1_000),
    );
    entries.push({
      tenantId: shop.id,
      id: randomUUID(),
      customerId,
      billId: null,
      type: 'credit',
      amount: paise(amount),
      note: 'Payment received',
      createdAt: new Date(now.getTime() - random.int(0, 20 * 24) * HOUR_MS),
    });
    balances.set(customerId, balance + amount);
  }
  return entries;
}
