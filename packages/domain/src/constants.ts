export const PRODUCT_NAME = 'KhataBill';

/** How long an alert notice stays on screen. */
export const ALERT_MS = 2000;
export const BILL_PAGE_SIZE = 50;
/**
 * `GET /bills/search?fields=`: `full` (the default) answers whole bills; `list` answers what
 * the Bill Book's list shows of each (`BillListItemDto`), the rest loaded when one is opened.
 */
export const BILL_SEARCH_FIELDS = ['full', 'list'] as const;
export type BillSearchFields = (typeof BILL_SEARCH_FIELDS)[number];
export const DEALS_PAGE_SIZE = 10;
/** The admin's queue of pending WhatsApp notifications. */
export const NOTIFICATION_PAGE_SIZE = 50;
export const CUSTOMER_SEARCH_MIN = 2;
export const MIN_PASSWORD = 6;
export const UPI_TEST_AMOUNT_RUPEES = 1;
export const DEFAULT_INVOICE_PREFIX = 'INV-';
export const DEFAULT_INVOICE_START_NUMBER = 1;
export const DEFAULT_COUNTRY = 'India';

export const BILLING_MODES = ['product', 'service'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const DEFAULT_REMINDER_MESSAGE = 'We hope your service went well! Need help again?';

export const REMINDER_FREQUENCIES = ['none', 'weekly', 'monthly', 'quarterly'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];

export const REMINDER_FREQUENCY_LABELS = {
  none: 'No Repeat',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
} as const satisfies Record<ReminderFrequency, string>;

export const REMIND_BEFORE = ['1h', '1d'] as const;
export type RemindBefore = (typeof REMIND_BEFORE)[number];

/** The follow-up "remind before" choices and their window in minutes (product §9). */
export const REMIND_BEFORE_OPTIONS = [
  { value: '1h', label: '1 Hour', minutes: 60 },
  { value: '1d', label: '1 Day', minutes: 1440 },
] as const satisfies readonly { value: RemindBefore; label: string; minutes: number }[];

export const REMIND_BEFORE_MINUTES = { '1h': 60, '1d': 1440 } as const satisfies Record<
  RemindBefore,
  number
>;

/** Follow-up times are picked on a 15-minute grid; within 15 minutes the hint says "Reminder now!". */
export const FOLLOWUP_TIME_STEP_MINUTES = 15;
export const REMINDER_NOW_MINUTES = 15;

export const FOLLOWUP_STATUSES = ['scheduled', 'done', 'cancelled', 'postponed'] as const;
export type FollowupStatus = (typeof FOLLOWUP_STATUSES)[number];

/** What the expense form suggests before a shop has categories of its own. */
export const EXPENSE_CATEGORY_SUGGESTIONS = [
  'Rent',
  'Salary',
  'Electricity',
  'Stock Purchase',
  'Transport',
  'Tea & Snacks',
  'Repairs',
  'Mobile & Internet',
  'Other',
] as const;
