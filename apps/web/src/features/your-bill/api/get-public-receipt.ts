import type { PublicReceiptDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { getPublic } from '../../../lib/public-api';
import { queryKeys } from '../../../lib/query-keys';

/** The customer opening the link has no session: see `getPublic`. */
export function getPublicReceipt(token: string): Promise<PublicReceiptDto> {
  return getPublic<PublicReceiptDto>(`/public/bills/${encodeURIComponent(token)}`);
}

export function usePublicReceipt(token: string) {
  return useQuery({
    queryKey: queryKeys.publicReceipt(token),
    queryFn: () => getPublicReceipt(token),
    // An unknown or withdrawn link answers 404 every time; asking again only delays the message.
    retry: false,
  });
}
