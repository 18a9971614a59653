import { randomUUID } from 'node:crypto';
import { EXPENSE_CATEGORY_SUGGESTIONS, rupeesToPaise } from '@khatabill/domain';
import type { expenses } from '../db/schema';
import type { Random } from './seed-random';
import type { ShopDays } from './seed-time';

// A shop's expenses: a handful a month, dated on shop-local days up to today.

/** Typical amounts per category, in rupees (from, to). */
const AMOUNTS: Record<string, [number, number]> = {
  Rent: [5_000, 25_000],
  Salary: [6_000, 18_000],
  Electricity: [800, 6_000],
  'Stock Purchase': [2_000, 40_000],
  Transport: [100, 1_500],
  'Tea & Snacks': [40, 400],
};

export function makeExpenses(
  random: Random,
  { shopId, days, perMonth }: { shopId: string; days: ShopDays; perMonth: number },
): (typeof expenses.$inferInsert)[] {
  const count = Math.round((days.count / 30) * perMonth);
  return Array.from({ length: count }, () => {
    const category = random.pick(EXPENSE_CATEGORY_SUGGESTIONS);
    const [from, to] = AMOUNTS[category] ?? [100, 5_000];
    const ago = random.int(0, days.count - 1);
    return {
      tenantId: shopId,
      id: randomUUID(),
      category,
      amount: rupeesToPaise(random.int(from, to)),
      date: days.day(ago),
      createdAt: days.timeOn(ago, random),
    };
  });
}
