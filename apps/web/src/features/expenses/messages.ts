import { EXPENSE_CATEGORY_SUGGESTIONS } from '@khatabill/domain';
import { count, params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The Expenses screen's English texts; the Hindi is in i18n/hi/expenses.json under the same names.

export const expensesPageMessages = messages('expenses/page', {
  title: 'Expenses',
  allExpenses: 'All Expenses',
});

export const expenseFormMessages = messages('expenses/form', {
  heading: 'Expense Entry',
  category: 'Category',
  categoryPlaceholder: 'Rent, Salary, Electricity…',
  amount: 'Amount (₹)',
  date: 'Date',
  save: 'Save Expense',
  saved: 'Expense saved.',
});

/**
 * The usual categories, keyed by the domain's English: the owner picks one and it is stored
 * as shown, so a shop that reads Hindi keeps its categories in Hindi.
 */
export const expenseCategoryMessages = messages(
  'expenses/categories',
  Object.fromEntries(EXPENSE_CATEGORY_SUGGESTIONS.map((category) => [category, category])),
);

export const expenseListMessages = messages('expenses/list', {
  loading: 'Loading...',
  empty: 'No expenses found',
  total: 'Total',
  expenses: count({ one: '({count} expense)', other: '({count} expenses)' }),
  caption: 'Expenses',
  category: 'Category',
  date: 'Date',
  amount: 'Amount',
  delete: 'Delete',
});

export const deleteExpenseMessages = messages('expenses/delete', {
  title: 'Delete this expense?',
  delete: 'Delete',
  done: 'Expense deleted',
  failed: 'Could not delete the expense.',
  // Follows the expense's category, in bold.
  removed: params(', {amount} on {day}, is removed from your expenses and the dashboard.'),
});
