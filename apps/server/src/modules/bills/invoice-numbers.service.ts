// A shop's invoice numbers, for signing up and the settings (the SQL is in
// invoice-numbers.repository; the bill saves, in this module, call it directly). Numbers are
// taken under the shop's lock, which the bill saves hold (shop-billing.service
// openBillingPeriod).
export { createInvoiceCounter, raiseInvoiceCounter } from './invoice-numbers.repository';
