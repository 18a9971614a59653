// The chunk a registered shop's bill form loads (gst-bill-context.ts).
export { gstTotals } from './live-gst-bill';
export { GstCustomerFields } from './gst-customer-fields';
export { GstLineFields } from './gst-line-fields';
export { GstSummaryLines } from './gst-summary-lines';
