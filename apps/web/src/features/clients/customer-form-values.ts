import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerInput,
  isRecord,
  LEDGER_TYPES,
  ledgerPaymentInput,
  MESSAGES,
  type CustomerDto,
  type CustomerUpdateInput,
  type LedgerType,
} from '@khatabill/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';

/** The Customer Manager form as typed; the payment fields show only while editing. */
export type CustomerFormValues = {
  name: string;
  mobile: string;
  /** `type` stays '' until the owner picks one: there is no default. */
  payment: { type: LedgerType | ''; amount: string; note: string };
};

/**
 * The server's rules (the parts of `customerUpdateInput`), with two form rules on top: a
 * blank amount means "no entry", so a plain rename sends no payment at all; and an entry
 * needs its type chosen, where the API would default to a debit. When adding, the payment
 * fields stay blank and the same schema gives `{name, mobile}`.
 */
const customerFormSchema = z.extend(customerInput, {
  payment: z.pipe(
    z.transform((payment) => (isRecord(payment) && isBlank(payment.amount) ? undefined : payment)),
    z.optional(
      z.extend(ledgerPaymentInput, {
        type: z.enum(LEDGER_TYPES, { error: MESSAGES.ledgerTypeRequired }),
      }),
    ),
  ),
});

function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * The preprocess types the payment's input as unknown; the form's own shape is what it
 * accepts, so the resolver is given that shape.
 */
export const customerFormResolver = zodResolver(customerFormSchema) as Resolver<
  CustomerFormValues,
  unknown,
  CustomerUpdateInput
>;

export function toCustomerFormValues(customer: CustomerDto | null): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    mobile: customer?.mobile ?? '',
    payment: { type: '', amount: '', note: '' },
  };
}
