import type { DatabaseKind } from '../db/client';
import type { SeedArgs } from './seed-args';
import type { SeedResult } from './seed-database';

const number = (value: number) => value.toLocaleString('en-US');

/** What `npm run seed` prints: what it wrote, how fast, and how to log in. */
export function describeSeed({
  result,
  args,
  kind,
  seconds,
}: {
  result: SeedResult;
  args: SeedArgs;
  kind: DatabaseKind;
  seconds: number;
}): string {
  const rows = Object.entries(result.rows)
    .map(([table, count]) => `${table} ${number(count)}`)
    .join(', ');
  const busiest = [...result.shops].sort((a, b) => b.bills - a.bills).slice(0, 3);
  const lines = busiest.map(
    (shop) => `  ${shop.mobile}  ${shop.shopName} (${shop.plan}, ${number(shop.bills)} bills)`,
  );
  return [
    `Seeded ${number(args.bills)} bills in ${seconds.toFixed(1)} s ` +
      `(${number(Math.round(args.bills / seconds))} bills/s) on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, seed ${args.seed}.`,
    `Rows: ${rows}.`,
    `Every shop's password is "${args.password}"; the busiest:`,
    ...lines,
  ].join('\n');
}
