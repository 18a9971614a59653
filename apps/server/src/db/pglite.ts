import {
  PGlite,
  types,
  type PGliteOptions,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { isKeptOnPglite, queryKept } from './pglite-kept-statements';

/**
 * The types Drizzle reads as PostgreSQL's text: drizzle-orm/pglite hands PGlite a parser that
 * keeps each as it is at every query. Then numeric[], timestamp[], timestamptz[], interval[]
 * and date[].
 */
export const READ_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
] as const;

const asText = (value: string): string => value;

/**
 * An embedded database with the extensions the migrations create (0005: trigram search).
 * PGlite has their code only when it is handed over at every open, so every PGlite the
 * server, the CLI and the tests make comes from here. It reads READ_AS_TEXT as text, as
 * Drizzle wants them (drizzleClientOf).
 */
export async function createPglite(
  options: Omit<PGliteOptions, 'extensions' | 'parsers'> = {},
): Promise<PGlite> {
  const pglite = await PGlite.create({ ...options, extensions: { pg_trgm, btree_gin } });
  // After create: its start sets a parser for every array type, over any passed in.
  for (const type of READ_AS_TEXT) pglite.parsers[type] = asText;
  return pglite;
}

/**
 * `pglite` as Drizzle's client, itself and in its transactions:
 * - PGlite copies its table of some 300 parsers into a new object at every query that brings
 *   parsers of its own, about 0.15 ms a query and a fifth of a bill save's time (ADR 023).
 *   Drizzle's always do, so a query here leaves them out when the database already reads
 *   each of their types as text (createPglite).
 * - The statements the server builds once run as kept statements, parsed and planned once
 *   (ADR 026).
 */
export function drizzleClientOf(pglite: PGlite): PGlite {
  return asDrizzleClient(pglite, pglite);
}

function asDrizzleClient<Client extends PGlite | Transaction>(
  client: Client,
  pglite: PGlite,
): Client {
  const query: Transaction['query'] = (sql, params, options) => {
    const lean = withoutParsersKnownTo(pglite, options);
    return isKeptOnPglite(sql)
      ? queryKept(pglite, client !== pglite, sql, params, lean)
      : client.query(sql, params, lean);
  };
  const transaction: PGlite['transaction'] = (work) =>
    pglite.transaction((tx) => work(asDrizzleClient(tx, pglite)));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction' && target === pglite) return transaction;
      // PGlite's methods use private fields, which only the object itself can read.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function withoutParsersKnownTo(pglite: PGlite, options?: QueryOptions): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const known = Object.keys(parsers).every((type) => pglite.parsers[type] === asText);
  return known ? { ...options, parsers: undefined } : options;
}
