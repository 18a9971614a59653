import { describe, expect, it } from 'vitest';
import { memoryAttemptCounter } from './attempt-counter';

describe('attempts counted in memory', () => {
  it('counts within a window, gives places back, and starts again when the window ends', async () => {
    let now = 1_000;
    const counter = memoryAttemptCounter({ now: () => now });

    expect(await counter.take('a', 100)).toEqual({ count: 1, resetInMs: 100 });
    now += 40;
    expect(await counter.take('a', 100)).toEqual({ count: 2, resetInMs: 60 });
    await counter.giveBack('a');
    expect((await counter.take('a', 100)).count).toBe(2);
    now += 60;
    expect(await counter.take('a', 100)).toEqual({ count: 1, resetInMs: 100 });
  });

  it('never gives back below zero, nor for a key it does not hold', async () => {
    const counter = memoryAttemptCounter();
    await counter.giveBack('unknown');
    await counter.take('a', 1_000);
    await counter.giveBack('a');
    await counter.giveBack('a');

    expect((await counter.take('a', 1_000)).count).toBe(1);
    expect((await counter.take('unknown', 1_000)).count).toBe(1);
  });

  it('keeps at most maxKeys windows, forgetting ended ones first, then the oldest', async () => {
    let now = 0;
    const counter = memoryAttemptCounter({ maxKeys: 2, now: () => now });
    await counter.take('ends-soon', 10);
    await counter.take('old', 1_000);
    await counter.take('old', 1_000);
    now = 20;

    await counter.take('new', 1_000); // takes the ended window's room: 'old' is kept
    expect((await counter.take('old', 1_000)).count).toBe(3);
    await counter.take('newest', 1_000); // full of live windows: the oldest, 'old', goes
    expect((await counter.take('old', 1_000)).count).toBe(1);
  });
});
