import { count, params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/dashboard`'s English texts; the Hindi is in i18n/hi/dashboard.json under the same names.

export const dashboardMessages = messages('dashboard/page', {
  title: 'Dashboard',
  welcome: params('Welcome, {name}'),
  loading: 'Loading...',
});

export const followUpsMessages = messages('dashboard/follow-ups', {
  title: "Today's Follow-Ups",
  none: 'No follow-ups for today.',
  // Product §2: what an item says when its reminder has no message.
  noMessage: 'Reminder set for today',
  whatsapp: 'WhatsApp',
  whatsappLabel: params('WhatsApp {customer}'),
  viewBill: 'View Bill',
  viewBillLabel: params('View Bill {invoice}'),
});

export const summaryMessages = messages('dashboard/summary', {
  title: 'Summary',
  period: 'Summary period',
  today: 'Today',
  week: 'This Week',
  range: 'Custom Range',
  bills: 'Bills',
  customers: 'Customers',
  itemsSold: 'Items Sold',
  revenue: 'Revenue',
  expenses: 'Expenses',
  profit: 'Profit',
  outputTax: 'GST collected',
});

export const statusSummaryMessages = messages('dashboard/status-summary', {
  title: 'Status-wise Summary',
  caption: 'Bills by status',
  status: 'Status',
  bills: 'Bills',
  amount: 'Amount',
});

export const salesChartMessages = messages('dashboard/sales-chart', {
  title: 'Sales',
  none: 'No sales in this range.',
  byDay: 'Sales by day',
  byMonth: 'Sales by month',
  day: 'Day',
  month: 'Month',
  sales: 'Sales',
});

export const topProductsMessages = messages('dashboard/top-products', {
  title: 'Most Sold Products',
  note: 'This month',
  none: 'No products sold this month.',
  sold: params('{count} sold'),
});

export const customerDuesMessages = messages('dashboard/customer-dues', {
  title: 'To Collect',
  dueFrom: count({ one: 'due from {count} customer', other: 'due from {count} customers' }),
  listLabel: 'Customers who owe the most',
  due: params('{amount} due'),
  remind: 'Remind',
  remindLabel: params('Remind {customer} on WhatsApp'),
  collect: 'Collect in Customer Manager',
});
