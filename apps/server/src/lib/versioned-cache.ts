/**
 * Answers kept until the data they were computed from changes. Each is kept with the version
 * of that data it was computed from, and is given back only for the same version: a caller
 * that reads the current version first never gets an answer older than what it would
 * compute. Bounded: past `maxEntries`, the least recently used answer goes.
 */
export class VersionedCache<Value> {
  readonly #entries = new Map<string, { version: string; value: Value }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (entry?.version !== version) return undefined;
    // Map keeps insertion order: moving the entry to the end marks it recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: string, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }
}
