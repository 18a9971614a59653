import { postPublicBeacon } from '../../../lib/public-counts';
import { dealApiPath } from './deal-api-path';

/**
 * Counts a tap on Call Shop or WhatsApp. Sent as a beacon: the dialer or WhatsApp opens at
 * once, and the count still reaches the server when the page is left.
 */
export function countDealClick(slug: string): void {
  postPublicBeacon(`${dealApiPath(slug)}/click`);
}
