import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type StatementLink = { token: string };

/** The customer's statement token, made on the first Share (`/s/{token}`). */
export function getStatementLink(customerId: string): Promise<StatementLink> {
  return api.post<StatementLink>(`/customers/${encodeURIComponent(customerId)}/statement-link`);
}

/** A new token: the old link stops opening. */
export function resetStatementLink(customerId: string): Promise<StatementLink> {
  return api.post<StatementLink>(
    `/customers/${encodeURIComponent(customerId)}/statement-link/reset`,
  );
}

export function useStatementLink(customerId: string) {
  return {
    share: useMutation({ mutationFn: () => getStatementLink(customerId) }),
    reset: useMutation({ mutationFn: () => resetStatementLink(customerId) }),
  };
}

/** The public address of a statement token. */
export function statementUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/s/${token}`;
}
