/**
 * Reads a long, ordered result a batch at a time (keyset pagination: each batch starts
 * after the last row of the one before). No statement or transaction stays open between
 * batches, so PGlite's one connection serves other requests meanwhile, and only one batch
 * is held in memory.
 */
export async function* readBatches<Row, Key>(
  readBatch: (after: Key | null, limit: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  batchSize = 500,
): AsyncGenerator<readonly Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await readBatch(after, batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    after = keyOf(last);
  }
}
