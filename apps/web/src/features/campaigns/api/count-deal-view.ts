import { getPublicForCount } from '../../../lib/public-counts';
import { dealApiPath } from './deal-api-path';

/**
 * Counts a view of the deal the server drew (ADR 014) with the read the app opens a deal
 * with, which the server counts (at most so many an hour from one address). Sent by the
 * page's script, so a link preview, which runs none, counts nothing.
 */
export function countDealView(slug: string): void {
  getPublicForCount(dealApiPath(slug));
}
