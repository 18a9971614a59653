import type { PublicReceiptDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The customer opening the link has no session: plain fetch, no bearer token, and none
 * of the authenticated client's 401 handling (which would send them to the login page).
 */
export async function getPublicReceipt(token: string): Promise<PublicReceiptDto> {
  const response = await fetch(`/api/public/bills/${encodeURIComponent(token)}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Receipt request failed with status ${response.status}`);
  const body = (await response.json()) as { data: PublicReceiptDto };
  return body.data;
}

export function usePublicReceipt(token: string) {
  return useQuery({
    queryKey: queryKeys.publicReceipt(token),
    queryFn: () => getPublicReceipt(token),
    // An unknown or withdrawn link answers 404 every time; asking again only delays the message.
    retry: false,
  });
}
