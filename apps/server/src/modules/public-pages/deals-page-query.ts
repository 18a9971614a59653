import { dealListQuery, LIMITS, type DealListQuery } from '@khatabill/domain';

/**
 * The list a `/deals` address asks for, by the API's own rules (dealListQuery), ten deals a
 * page. The address comes from links and from people typing, so no part of it fails the
 * page: a search longer than the API takes is cut to that length, and an unknown sort or a
 * page that is not a whole number from 1 to the API's last is left at its default (the
 * latest deals, the first page).
 */
export function dealsPageQuery(query: unknown): DealListQuery {
  const given = (query ?? {}) as Record<string, unknown>;
  const asked = {
    q: firstOf(given.q)?.slice(0, LIMITS.dealSearch),
    sort: firstOf(given.sort),
    page: firstOf(given.page),
  };
  const checked = dealListQuery.safeParse(asked);
  if (checked.success) return checked.data;
  const wrong = new Set(checked.error.issues.map((issue) => issue.path[0]));
  return dealListQuery.parse(
    Object.fromEntries(Object.entries(asked).filter(([key]) => !wrong.has(key))),
  );
}

/** A parameter given twice (`?q=a&q=b`) is read by its first. */
function firstOf(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}
