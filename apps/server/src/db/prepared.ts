import type { Database } from './client';

/**
 * A query Drizzle builds once per database instead of at every call, for the hottest reads,
 * where building the SQL text costs the server more than the database takes to answer it
 * (ADR 011). Build it with `sql.placeholder(...)` for its values and end it with
 * `.prepare(name)`: on PostgreSQL that is also a named statement, parsed once per connection,
 * so the name must be unique in the server.
 */
export function preparedOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
