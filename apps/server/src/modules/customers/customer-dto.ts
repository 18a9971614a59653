import { paiseToRupees, type CustomerDto } from '@khatabill/domain';
import type { CustomerRow, MinimalCustomerRow } from './customers.repository';

export type MinimalCustomerDto = { _id: string; name: string; mobile: string };

export function toCustomerDto(row: CustomerRow): CustomerDto {
  return {
    _id: row.id,
    name: row.name,
    nameAlias: row.nameAlias,
    mobile: row.mobile,
    balance: paiseToRupees(row.balance),
  };
}

export function toMinimalCustomerDto(row: MinimalCustomerRow): MinimalCustomerDto {
  return { _id: row.id, name: row.name, mobile: row.mobile };
}
