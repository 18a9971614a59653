import type { Database } from './client';
import { keepOnPglite } from './pglite-kept-statements';

/**
 * A query Drizzle builds once instead of at every call, for the hottest statements, where
 * building the SQL text costs the server more than the database takes to run it (ADR 012,
 * ADR 021). Build it with `sql.placeholder(...)` for its values and end it with
 * `.prepare(name)` (a name unique in the server): on PostgreSQL it is then a named
 * statement, parsed once per connection and, after a few runs, planned once for all values.
 * So use it only where the best plan does not depend on the values (a primary or unique
 * key, an insert), never for a range, a pattern or a list to search.
 *
 * It runs on the connection of the `db` it is asked for, a transaction's included: built
 * once per driver, and lent to each connection (see `onConnectionOf`). PGlite, which has no
 * named statements of Drizzle's, keeps its text parsed and planned too (ADR 026).
 */
export function preparedOnce<Query extends { getQuery(): { sql: string } }>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const builtPerDriver = new Map<unknown, Query>();
  return (db) => {
    const session = sessionOf(db);
    let query = builtPerDriver.get(session.constructor);
    if (query === undefined) {
      query = build(db);
      builtPerDriver.set(session.constructor, query);
      keepOnPglite(query.getQuery().sql);
    }
    return onConnectionOf(query, session);
  };
}

/** `make`'s result for each database, made at its first use there. */
export function perDatabase<Value>(make: (db: Database) => Value): (db: Database) => Value {
  const made = new WeakMap<Database, Value>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * What Drizzle's sessions and prepared queries of both drivers (node-postgres and PGlite)
 * hold: the connection (a pool, a pool's client in a transaction, PGlite or its
 * transaction) and the logger. Not in Drizzle's types; db/prepared.test.ts fails if a
 * Drizzle upgrade moves them.
 */
type Connection = { client: unknown; logger: unknown };

function sessionOf(db: Database): Connection {
  return db._.session as unknown as Connection;
}

/**
 * A prepared query answers on the connection it was made on; a transaction needs its own.
 * The statement's text, values and result mapping stay shared: only the connection and
 * logger are the session's.
 */
function onConnectionOf<Query extends object>(query: Query, session: Connection): Query {
  const own = query as unknown as Connection;
  if (own.client === session.client && own.logger === session.logger) return query;
  return Object.create(query, {
    client: { value: session.client },
    logger: { value: session.logger },
  }) as Query;
}
