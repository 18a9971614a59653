import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Sets the clock to `instant` before each test of the file. Only `Date` is faked: timers
 * run, so debounces and user-event behave as usual.
 */
export function fixClockAt(instant: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
