import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/gstr-1`'s English texts; the Hindi is in i18n/hi/gstr-1.json under the same names.

export const gstr1PageMessages = messages('gstr-1/page', {
  title: 'GSTR-1',
  intro:
    'Your tax invoices of a month or quarter, in the tables GSTR-1 asks for. Download each one and upload it with the GST offline tool, or give them to your accountant.',
  loading: 'Adding up your invoices...',
  invoices: 'Rows',
  taxableValue: 'Taxable value',
  tax: 'Tax',
  b2b: 'B2B invoices',
  b2cl: 'B2C large',
  b2cs: 'B2C small',
  hsnB2b: 'HSN summary, B2B',
  hsnB2c: 'HSN summary, B2C',
  docs: 'Documents issued',
  download: params('Download {table}'),
  empty: 'No tax invoices in this period.',
});
