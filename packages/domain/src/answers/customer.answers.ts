import { z } from 'zod/mini';
import { LEDGER_TYPES } from '../ledger/ledger';
import { createdByDto, dataResponse, pagedList, rupeesDto } from './shared';

export const customerDto = z.object({
  _id: z.string(),
  name: z.string(),
  nameAlias: z.string(),
  /** 10 digits. */
  mobile: z.string(),
  /** Σ credits − Σ debits in rupees: negative = the customer owes the shop. */
  balance: rupeesDto,
});
export type CustomerDto = z.infer<typeof customerDto>;

export const ledgerEntryDto = z.object({
  _id: z.string(),
  type: z.enum(LEDGER_TYPES),
  amount: rupeesDto,
  date: z.string(),
  note: z.string(),
  billId: z.nullable(z.string()),
  invoiceNumber: z.nullable(z.string()),
  /** Who recorded a payment by hand (product §17); a bill's entries are its maker's. */
  createdBy: z.optional(createdByDto),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntryDto>;

export const customerDetailDto = z.extend(customerDto, { transactions: z.array(ledgerEntryDto) });
export type CustomerDetailDto = z.infer<typeof customerDetailDto>;

/** What the shop's customers owe it in all (Σ negative balances), and who owes the most. */
export const customerDuesDto = z.object({
  totalDue: rupeesDto,
  customersOwing: z.number(),
  /** The largest dues first, at most five. */
  top: z.array(customerDto),
});
export type CustomerDuesDto = z.infer<typeof customerDuesDto>;

export const customerResponse = dataResponse(customerDto);
export const customerDetailResponse = dataResponse(customerDetailDto);
export const customerListResponse = z.extend(pagedList(customerDto), {
  /** Σ of what all the shop's customers owe, in rupees (positive), whatever `q` filters. */
  totalDue: rupeesDto,
});
export const customerSearchResponse = dataResponse(z.array(customerDto));
export const minimalCustomersResponse = dataResponse(
  z.array(z.object({ _id: z.string(), name: z.string(), mobile: z.string() })),
);
export const customerDuesResponse = dataResponse(customerDuesDto);
/** A delete answers the id of the customer it removed. */
export const customerDeletedResponse = dataResponse(z.object({ _id: z.string() }));
