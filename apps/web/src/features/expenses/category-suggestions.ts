import { EXPENSE_CATEGORY_SUGGESTIONS } from '@khatabill/domain';

/** The shop's own categories (most used first), then the usual ones it has not used yet. */
export function categorySuggestions(own: readonly string[]): string[] {
  const known = new Set(own.map((category) => category.toLowerCase()));
  return [
    ...own,
    ...EXPENSE_CATEGORY_SUGGESTIONS.filter((category) => !known.has(category.toLowerCase())),
  ];
}
