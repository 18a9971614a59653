import { describe, expect, it } from 'vitest';
import { readBatches } from './batches';

/** A sorted list read as a keyset query would: the rows after `after`, `limit` at most. */
function reader(rows: number[], calls: (number | null)[]) {
  return async (after: number | null, limit: number) => {
    calls.push(after);
    return rows.filter((row) => after === null || row > after).slice(0, limit);
  };
}

async function collect(rows: number[], batchSize: number) {
  const calls: (number | null)[] = [];
  const batches: (readonly number[])[] = [];
  for await (const batch of readBatches(reader(rows, calls), (row) => row, batchSize)) {
    batches.push(batch);
  }
  return { batches, calls };
}

describe('readBatches', () => {
  it('reads each batch after the last row of the one before, until a short batch', async () => {
    const { batches, calls } = await collect([1, 2, 3, 4, 5], 2);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(calls).toEqual([null, 2, 4]);
  });

  it('asks once more after a full last batch, and yields no empty batch', async () => {
    const { batches, calls } = await collect([1, 2, 3, 4], 2);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(calls).toEqual([null, 2, 4]);
    expect((await collect([], 2)).batches).toEqual([]);
  });
});
