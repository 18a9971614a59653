import { DrizzleQueryError } from 'drizzle-orm';

/** What a 500 leaves in the log: enough to find the fault, never a value from the request. */
export type FailureLog = {
  type: string;
  message?: string;
  /** SQL text with its `$1` placeholders; the values are never logged. */
  query?: string;
  database?: Record<string, string>;
  stack?: string[];
};

// A database error's message and detail quote the offending values (`Key (mobile)=(98…)`,
// `invalid input syntax: "…"`); these fields only name where it happened.
const DATABASE_FIELDS = ['code', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;

/**
 * Product §11 "Privacy in logs": customer mobiles never appear in logs, and neither do names
 * or password hashes. A failed query's message carries its parameters, so database errors are
 * logged by their SQLSTATE, constraint and SQL text only.
 */
export function describeFailure(error: Error): FailureLog {
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      query: error.query,
      database: databaseFields(error.cause),
      stack: frames(error),
    };
  }
  const database = databaseFields(error);
  if (database) return { type: error.name, database, stack: frames(error) };
  return { type: error.name, message: error.message, stack: frames(error) };
}

function databaseFields(error: unknown): Record<string, string> | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const fields: Record<string, string> = {};
  for (const name of DATABASE_FIELDS) {
    const value: unknown = (error as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  // Node's own errors (ECONNREFUSED…) have a code too; theirs is just as safe to log.
  return fields;
}

/** The stack's call sites only: its first lines repeat the message. */
function frames(error: Error): string[] {
  return (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
}
