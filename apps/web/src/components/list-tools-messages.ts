import { messages } from '../i18n/i18n';

// The texts of the list tools the Bill Book, customers and other Manager screens share
// (ExportCsvButton, DateRangeFields); the Hindi is in i18n/hi/list-tools.json.

export const exportCsvMessages = messages('list-tools/export-csv', {
  label: 'Export CSV',
  failed: 'Could not export. Please try again.',
});

export const dateRangeMessages = messages('list-tools/date-range', {
  from: 'From',
  to: 'To',
});
