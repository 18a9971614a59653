import {
  messages,
  protocol,
  type ExecProtocolResult,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const message = protocol.serialize;

// PGlite's query() sends every statement unnamed, so PostgreSQL parses and plans it at every
// call, in six calls into WebAssembly (parse, describe the statement, bind, describe the
// portal, execute, sync). The statements the server builds once (db/prepared.ts: key
// look-ups and inserts, whose plans do not depend on their values) are kept here instead,
// as PostgreSQL keeps a named statement on each connection: parsed and described once per
// database, then each run is one call, bind to sync (ADR 026).

/** The texts to keep: what db/prepared.ts built. */
const keptTexts = new Set<string>();

/** Marks a statement's text as one PGlite keeps parsed and planned (db/prepared.ts). */
export function keepOnPglite(text: string): void {
  keptTexts.add(text);
}

/** Whether a statement's text is to run as a kept statement on PGlite. */
export function isKeptOnPglite(text: string): boolean {
  return keptTexts.has(text);
}

type KeptStatement = { name: string; parameterTypes: number[] };
const keptPerDatabase = new WeakMap<PGlite, Map<string, KeptStatement>>();

/**
 * Runs a kept statement on `pglite` as its query() would, and answers the same rows, fields
 * and counts. `inTransaction`: the caller runs inside one of pglite's transactions (which
 * holds its transaction lock); otherwise this waits for any open one to end, as query()
 * does. query()'s `blob` and `paramTypes` options are not carried over: Drizzle sends neither.
 */
export async function queryKept<T>(
  pglite: PGlite,
  inTransaction: boolean,
  text: string,
  params: unknown[] = [],
  options: QueryOptions = {},
): Promise<Results<T>> {
  const run = () =>
    pglite._runExclusiveQuery(async () => {
      const kept = await keptStatement(pglite, text, options);
      const values = params.map((value, index) =>
        serializeParameter(pglite, value, kept.parameterTypes[index], options),
      );
      const answer = await pglite.execProtocol(
        Buffer.concat([
          message.bind({ statement: kept.name, values }),
          message.describe({ type: 'P' }),
          message.execute({}),
          message.sync(),
        ]),
        { syncToFs: !inTransaction, onNotice: options.onNotice },
      );
      return resultsOf<T>(pglite, answer.messages, options);
    });
  if (inTransaction) return run();
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(run);
}

/** The statement's name on this database, parsed (and its parameters' types read) once. */
async function keptStatement(
  pglite: PGlite,
  text: string,
  options: QueryOptions,
): Promise<KeptStatement> {
  let kept = keptPerDatabase.get(pglite);
  if (!kept) {
    kept = new Map();
    keptPerDatabase.set(pglite, kept);
  }
  const known = kept.get(text);
  if (known) return known;
  const name = `kept_${kept.size + 1}`;
  const described = await pglite.execProtocol(
    Buffer.concat([
      message.parse({ name, text }),
      message.describe({ type: 'S', name }),
      message.sync(),
    ]),
    { syncToFs: false, onNotice: options.onNotice },
  );
  const description = described.messages.find(
    (reply) => reply instanceof messages.ParameterDescriptionMessage,
  );
  const statement = { name, parameterTypes: description?.dataTypeIDs ?? [] };
  kept.set(text, statement);
  return statement;
}

/** A parameter as query() sends it: through the serializer of its type, else as text. */
function serializeParameter(
  pglite: PGlite,
  value: unknown,
  type: number | undefined,
  options: QueryOptions,
): string | null {
  if (value === null || value === undefined) return null;
  const serializer =
    type === undefined ? undefined : (options.serializers?.[type] ?? pglite.serializers[type]);
  return serializer ? serializer(value) : String(value);
}

/** The answer query() builds from the same messages (rows as arrays or objects, parsed). */
function resultsOf<T>(
  pglite: PGlite,
  replies: ExecProtocolResult['messages'],
  options: QueryOptions,
): Results<T> {
  const parsers = options.parsers ? { ...pglite.parsers, ...options.parsers } : pglite.parsers;
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  let completed: { command?: string; rowCount?: number } = {};
  for (const reply of replies) {
    if (reply instanceof messages.RowDescriptionMessage) {
      fields = reply.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    } else if (reply instanceof messages.DataRowMessage) {
      const values = reply.fields.map((value, index) => {
        const type = fields[index]?.dataTypeID ?? 0;
        const parser = parsers[type];
        return value === null || !parser ? value : parser(value, type);
      });
      rows.push(
        options.rowMode === 'array'
          ? values
          : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
      );
    } else if (reply instanceof messages.CommandCompleteMessage) {
      const [command = '', ...rest] = reply.text.split(' ');
      const count = Number.parseInt(rest.at(-1) ?? '', 10);
      if (CHANGES_ROWS.has(command) && !Number.isNaN(count)) affectedRows += count;
      completed = Number.isNaN(count) ? { command } : { command, rowCount: count };
    }
  }
  return { rows: rows as T[], fields, ...completed, affectedRows };
}

/** The commands whose count query() adds to `affectedRows`. */
const CHANGES_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
