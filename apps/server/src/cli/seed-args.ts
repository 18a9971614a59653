import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { MIN_PASSWORD } from '@khatabill/domain';

export const SEED_USAGE = `Usage:
  npm run seed -- [--shops 50] [--bills 20000] [--big-shop-bills 0] [--seed <n>]
                  [--password seed-password] [--database-url postgres://…]
Writes shops with two years of bills, customers, khata, expenses and follow-ups into the
database: --database-url, else DATABASE_URL, else the embedded one in DATA_DIR (stop the
server first). --big-shop-bills gives the first shop that many of the bills.`;

export type SeedArgs = {
  shops: number;
  bills: number;
  bigShopBills: number;
  seed: number;
  password: string;
  databaseUrl: string | undefined;
};

/** A mistake on the command line: the message says what, followed by the usage. */
export class SeedUsageError extends Error {
  override name = 'SeedUsageError';

  constructor(problem: string) {
    super(`${problem}\n\n${SEED_USAGE}`);
  }
}

const MAX_SHOPS = 100_000;
const MAX_BILLS = 100_000_000;

export function parseSeedArgs(argv: string[]): SeedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        shops: { type: 'string', default: '50' },
        bills: { type: 'string', default: '20000' },
        'big-shop-bills': { type: 'string', default: '0' },
        seed: { type: 'string' },
        password: { type: 'string', default: 'seed-password' },
        'database-url': { type: 'string' },
      },
    }));
  } catch (error) {
    throw new SeedUsageError(error instanceof Error ? error.message : String(error));
  }
  const shops = count('--shops', values.shops, 1, MAX_SHOPS);
  const bills = count('--bills', values.bills, 0, MAX_BILLS);
  const bigShopBills = count('--big-shop-bills', values['big-shop-bills'], 0, bills);
  if (bigShopBills > 0 && shops === 1 && bigShopBills !== bills) {
    throw new SeedUsageError('With one shop, --big-shop-bills is all the bills: leave it out.');
  }
  if (values.password.length < MIN_PASSWORD) {
    throw new SeedUsageError(`--password must have at least ${MIN_PASSWORD} characters.`);
  }
  const databaseUrl = values['database-url'];
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new SeedUsageError('--database-url must be a postgres:// URL.');
  }
  return {
    shops,
    bills,
    bigShopBills,
    seed:
      values.seed === undefined ? randomInt(2 ** 31) : count('--seed', values.seed, 0, 2 ** 32 - 1),
    password: values.password,
    databaseUrl,
  };
}

function count(flag: string, text: string, min: number, max: number): number {
  const value = Number(text.replaceAll('_', ''));
  if (!/^\d[\d_]*$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new SeedUsageError(`${flag} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}
