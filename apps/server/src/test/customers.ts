import type { CustomerDetailDto, CustomerDto, LedgerType } from '@khatabill/domain';
import { expect } from 'vitest';
import type { App } from '../app';
import { authHeader, uniqueMobile } from './factories';
import type { CustomerList } from '../modules/customers/customers.service';

/** Requests the customer API suites share, as one shop (`token`). */
export function customerRequests(app: () => App) {
  const send = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => app().inject({ method, url, headers: { ...authHeader(token), ...headers }, payload });

  return {
    send,

    async addCustomer(token: string, name = 'Ravi Kumar', mobile = uniqueMobile()) {
      const response = await send(token, 'POST', '/api/customers', { name, mobile });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: CustomerDto }>().data;
    },

    /** A manual khata entry through the edit call, keeping name and mobile as they are. */
    recordEntry(
      token: string,
      customer: CustomerDto,
      type: LedgerType,
      amount: number,
      idempotencyKey?: string,
    ) {
      return send(
        token,
        'PUT',
        `/api/customers/${customer._id}`,
        { name: customer.name, mobile: customer.mobile, payment: { type, amount } },
        idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      );
    },

    async detail(token: string, id: string) {
      const response = await send(token, 'GET', `/api/customers/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: CustomerDetailDto }>().data;
    },

    async listAll(token: string, query = '') {
      const response = await send(token, 'GET', `/api/customers${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CustomerList>();
    },
  };
}
