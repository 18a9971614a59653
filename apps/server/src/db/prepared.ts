import type { Database } from './client';

/**
 * A query Drizzle builds once per database instead of at every call, for the hottest reads,
 * where building the SQL text costs the server more than the database takes to answer it
 * (ADR 012). Build it with `sql.placeholder(...)` for its values and end it with
 * `.prepare(name)` (a name unique in the server): on PostgreSQL it is then a named statement,
 * parsed once per connection and, after a few runs, planned once for all values. So use it
 * only for look-ups whose best plan does not depend on the values (a primary or unique key),
 * never for a range, a pattern or a list.
 */
export function preparedOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  return perDatabase(build);
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
