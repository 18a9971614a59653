/**
 * The shop's own categories (most used first), then the usual ones (in the language shown)
 * it has not used yet.
 */
export function categorySuggestions(own: readonly string[], usual: readonly string[]): string[] {
  const known = new Set(own.map((category) => category.toLowerCase()));
  return [...own, ...usual.filter((category) => !known.has(category.toLowerCase()))];
}
