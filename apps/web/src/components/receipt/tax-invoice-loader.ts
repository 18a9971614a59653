import { createContext, use, useContext } from 'react';
import type * as TaxInvoiceModule from './tax-invoice';

// A registered shop's document parts (tax-invoice.tsx), with GST's names and arithmetic, are a
// chunk of their own: a shop without GST never loads them. The app loads them the first time a
// document needs them; the server's page, drawn at once without waiting, is handed them.

export type TaxInvoiceParts = typeof TaxInvoiceModule;

/** Given by a renderer that has the parts already (ssr/receipt-page.tsx). */
export const TaxInvoicePartsContext = createContext<TaxInvoiceParts | null>(null);

let loading: Promise<TaxInvoiceParts> | undefined;

/** The parts; suspends while the app loads them, so call it under a Suspense boundary. */
export function useTaxInvoiceParts(): TaxInvoiceParts {
  return useContext(TaxInvoicePartsContext) ?? use((loading ??= import('./tax-invoice')));
}
