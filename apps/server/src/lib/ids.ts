import { AppError, isUuid } from '@khatabill/domain';

/**
 * A malformed id names no row, so it gets the same 404 as an unknown one or another shop's
 * (product §12), before any query: PostgreSQL would refuse it with an error.
 */
export function assertIdOr404(id: string, notFoundMessage: string): void {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFoundMessage);
}
