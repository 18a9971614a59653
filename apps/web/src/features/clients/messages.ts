import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/clients`' English texts; the Hindi is in i18n/hi/clients.json under the same names.

export const customersPageMessages = messages('clients/page', {
  title: 'Customer Manager',
  totalDue: 'Total due from customers:',
  searchLabel: 'Search customers',
  searchPlaceholder: 'Name or mobile',
  loading: 'Loading customers...',
  noCustomers: 'No customers found',
  loadMore: 'Load more customers',
});

export const customerFormMessages = messages('clients/form', {
  editCustomer: 'Edit customer',
  addCustomer: 'Add customer',
  name: 'Name',
  mobile: 'Mobile',
  mobileHint: '10 digits',
  amount: 'Amount (₹)',
  note: 'Note (optional)',
  transactionType: 'Transaction Type',
  saveChanges: 'Save Changes',
  addCustomerButton: 'Add Customer',
  updated: 'Customer updated',
  added: 'Customer added',
});

export const customerListMessages = messages('clients/list', {
  caption: 'Customers',
  name: 'Name',
  balance: 'Balance',
  edit: 'Edit',
  due: params('{amount} due'),
  advance: params('{amount} advance'),
});

export const customerDetailsMessages = messages('clients/details', {
  name: 'Name: ',
  mobile: 'Mobile: ',
  sendReminder: 'Send WhatsApp reminder',
  history: 'Transaction history',
  loadingHistory: 'Loading transactions...',
  noTransactions: 'No transactions yet',
  bill: params('Bill {invoice}'),
  exportKhata: 'Export khata CSV',
});

export const statementLinkMessages = messages('clients/statement-link', {
  shareButton: 'Share statement',
  resetButton: 'Reset link',
  sendOnWhatsapp: 'Send statement on WhatsApp',
  resetDone: 'Statement link reset. The old link no longer opens.',
  // The WhatsApp text that carries the link; the balance's words are statementBalanceText's.
  shareText: params(
    'Hello {customer}, your khata with {shop}: {balance}.\nSee every entry: {link}',
  ),
});
