/**
 * `load`, run on the first call and shared by every later one; a failure is forgotten, so
 * the next call tries again (a phone that was offline for a moment).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
