import { randomUUID } from 'node:crypto';
import { firstOfMonth, toShopDay } from '@khatabill/domain';
import type { Dataset } from './dataset';
import type { LoadRequest } from './load';

// The scenarios of `npm run bench`.

export type Target = 'floor' | 'postgres' | 'pglite';

/** What a scenario's requests are made from: the dataset and a session per shop. */
export type Context = { dataset: Dataset; sessions: ReadonlyMap<string, string> };

export type Scenario = {
  name: string;
  target: Target;
  connections: number;
  /** The shops that log in before it starts (their sessions are in the context). */
  shops?(dataset: Dataset): string[];
  request(context: Context): LoadRequest;
};

const bigShop = (dataset: Dataset) => [dataset.bigShop.id];
const savingShops = (dataset: Dataset) => dataset.savingShops.map((shop) => shop.id);
const firstSavingShop = (dataset: Dataset) => savingShops(dataset).slice(0, 1);

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'floor: insert one row (bare Fastify + pg)',
    target: 'floor',
    connections: 50,
    request: () => ({ method: 'POST', path: '/floor', body: { amount: 1250 } }),
  },
  {
    name: 'bill search `?search=Amit&limit=50`, big shop',
    target: 'postgres',
    connections: 50,
    shops: bigShop,
    request: (context) =>
      asShop(context, context.dataset.bigShop.id, '/api/bills/search?search=Amit&limit=50'),
  },
  {
    // What the Bill Book asks: the list's fields only, a bill's details when it is opened.
    name: 'bill search `?search=Amit&limit=50&fields=list`, big shop',
    target: 'postgres',
    connections: 50,
    shops: bigShop,
    request: (context) =>
      asShop(
        context,
        context.dataset.bigShop.id,
        '/api/bills/search?search=Amit&limit=50&fields=list',
      ),
  },
  {
    // The search's total is kept until the shop's bills change (ADR 012), so the one above
    // counts once; here each request asks something not asked yet: its total is counted.
    name: 'bill search, a new name and From day each time, big shop',
    target: 'postgres',
    connections: 50,
    shops: bigShop,
    request: (context) => {
      const next = cycle(newSearches());
      const token = sessionOf(context, context.dataset.bigShop.id);
      return {
        method: 'GET',
        path: '/api/bills/search',
        pathFor: () => `/api/bills/search?${next()}&limit=50`,
        headers: { authorization: `Bearer ${token}` },
      };
    },
  },
  {
    name: 'month summary, big shop',
    target: 'postgres',
    connections: 50,
    shops: bigShop,
    request: (context) => {
      const today = toShopDay(new Date());
      return asShop(
        context,
        context.dataset.bigShop.id,
        `/api/bills/summary?from=${firstOfMonth(today)}&to=${today}`,
      );
    },
  },
  {
    name: 'customer search `?q=Am`, big shop',
    target: 'postgres',
    connections: 50,
    shops: bigShop,
    request: (context) => asShop(context, context.dataset.bigShop.id, '/api/customers/search?q=Am'),
  },
  {
    // Late in the alphabet: a plan that walks the shop's names in order reads most of them
    // before the first match (ADR 012), which `?q=Am` never shows.
    name: 'customer search `?q=Su`, big shop',
    target: 'postgres',
    connections: 50,
    shops: bigShop,
    request: (context) => asShop(context, context.dataset.bigShop.id, '/api/customers/search?q=Su'),
  },
  {
    name: 'public receipt API',
    target: 'postgres',
    connections: 50,
    request: ({ dataset }) => {
      const next = cycle(dataset.shareTokens);
      return {
        method: 'GET',
        path: '/api/public/bills/',
        pathFor: () => `/api/public/bills/${next()}`,
      };
    },
  },
  {
    name: 'login',
    target: 'postgres',
    connections: 50,
    request: ({ dataset }) => ({
      method: 'POST',
      path: '/api/auth/login',
      body: { mobile: dataset.bigShop.mobile, password: dataset.password },
    }),
  },
  {
    name: 'bill save, 50 shops',
    target: 'postgres',
    connections: 50,
    shops: savingShops,
    request: (context) => billSave(context, savingShops(context.dataset)),
  },
  {
    name: 'bill save, one shop',
    target: 'postgres',
    connections: 50,
    shops: firstSavingShop,
    request: (context) => billSave(context, firstSavingShop(context.dataset)),
  },
  {
    name: 'bill save on PGlite, one shop',
    target: 'pglite',
    connections: 10,
    shops: firstSavingShop,
    request: (context) => billSave(context, firstSavingShop(context.dataset)),
  },
];

/** Searches for common first names, each from another of the last 730 days. */
function newSearches(): string[] {
  const names = ['Amit', 'Rahul', 'Priya', 'Sunita', 'Rajesh', 'Pooja', 'Neha', 'Vikram'];
  const today = new Date();
  return Array.from({ length: 730 }, (_, daysAgo) => {
    const from = toShopDay(new Date(today.getTime() - daysAgo * 86_400_000));
    return names.map((name) => `search=${name}&from=${from}`);
  }).flat();
}

function asShop(context: Context, shopId: string, path: string): LoadRequest {
  return {
    method: 'GET',
    path,
    headers: { authorization: `Bearer ${sessionOf(context, shopId)}` },
  };
}

function sessionOf({ sessions }: Context, shopId: string): string {
  const token = sessions.get(shopId);
  if (!token) throw new Error(`shop ${shopId} has not logged in`);
  return token;
}

/**
 * `POST /api/bills/upsert` as Create Bill sends it (with an Idempotency-Key): three items, a
 * discount and a part payment, for one of a hundred customers, by each shop in turn.
 */
function billSave(context: Context, shopIds: readonly string[]): LoadRequest {
  const nextShop = cycle(shopIds.map((shopId) => sessionOf(context, shopId)));
  const nextMobile = cycle(
    Array.from({ length: 100 }, (_, i) => String(9_100_000_000 + i * 7_919)),
  );
  return {
    method: 'POST',
    path: '/api/bills/upsert',
    headersFor: () => ({ authorization: `Bearer ${nextShop()}`, 'idempotency-key': randomUUID() }),
    body: () => ({
      name: 'Amit Sharma',
      mobile: nextMobile(),
      items: [
        { name: 'Screen Replacement', quantity: 1, price: 1800 },
        { name: 'Tempered Glass', quantity: 2, price: 149 },
        { name: 'Back Cover', quantity: 1, price: 199.5 },
      ],
      payment: { mode: 'upi', amountPaid: 1000, discount: { type: 'percent', value: 10 } },
      status: 'completed',
    }),
  };
}

function cycle<T>(values: readonly T[]): () => T {
  let index = 0;
  return () => {
    const value = values[index % values.length];
    index += 1;
    if (value === undefined) throw new Error('nothing to cycle through');
    return value;
  };
}
