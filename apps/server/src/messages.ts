import { formatAppointment } from '@khatabill/domain';

// Every text the server answers a person with, in one place (the specification's own texts
// live in the domain's MESSAGES and PLAN_MESSAGES, shared with the web app).

// Sessions and accounts
export const LOGIN_AGAIN = 'Please log in again.';
export const NO_PERMISSION = 'You do not have permission to view this page.';
export const ACCOUNT_EXISTS = 'An account with this mobile number already exists. Please log in.';
export const INVALID_LOGIN = 'Invalid mobile number or password.';

/** Minutes, rounded up, until a rate-limited client may try again. */
export function tooManyAttemptsText(retryInMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryInMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

// Requests the server cannot take
export const VALIDATION_FAILED = 'Validation failed';
export const IMAGE_TOO_LARGE = 'Image must be 2 MB or smaller.';
export const UNSUPPORTED_IMAGE = 'Please upload a JPEG, PNG or WebP image.';
export const REQUEST_TOO_LARGE = 'Request is too large.';
export const MALFORMED_FORM = 'The form could not be read. Please try again.';
export const NUL_CHARACTER = 'Remove the invalid character (NUL) from this text.';
export const PATCH_TOO_DEEP = 'The bill fields are nested too deeply.';
export const IDEMPOTENCY_KEY_INVALID =
  'Idempotency-Key must be 1 to 255 printable ASCII characters.';
export const IDEMPOTENCY_KEY_RUNNING =
  'A request with this Idempotency-Key is still being processed.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used with a different request.';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

// Records that are not there (another shop's look the same)
export const NOT_FOUND = 'Not found';
/** Also the public receipt's answer for a link that shows nothing. */
export const BILL_NOT_FOUND = 'Bill not found.';
export const CUSTOMER_NOT_FOUND = 'Customer not found.';
export const STATEMENT_NOT_FOUND = 'Statement not found.';
export const PRODUCT_NOT_FOUND = 'Product not found.';
export const SHOP_NOT_FOUND = 'Shop not found.';
export const EXPENSE_NOT_FOUND = 'Expense not found.';
export const FOLLOWUP_NOT_FOUND = 'Follow-up not found.';
export const NOTIFICATION_NOT_FOUND = 'Notification not found.';
/** A deal that is not there, has ended, or is another shop's. */
export const DEAL_NOT_FOUND = 'Deal not found.';

// Rules of the khata and bills
export const CUSTOMER_EXISTS = 'A customer with this mobile number already exists.';
export const CUSTOMER_IN_USE = 'This customer has bills or a balance and cannot be deleted.';
export const COMPLETED_NOT_EDITABLE = 'Completed bills cannot be edited.';
export const NO_RETURN_TO_DRAFT = 'A bill that has left On Hold cannot be put on hold again.';
export const ON_HOLD_KEEPS_NO_PAYMENT = 'On Hold keeps no payment.';
export const PAYMENT_NEEDS_STATUS_CHANGE =
  'A payment is recorded with a change of status; this bill already has that status.';

// Follow-ups
export const FOLLOWUP_NOT_CHANGEABLE = 'Only a scheduled follow-up can be changed.';

// Link previews of public pages
const DAY_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `Offer ends 30 Nov 2026`: a deal's last day (`YYYY-MM-DD`), in its preview. */
export function dealEndsText(day: string): string {
  return `Offer ends ${DAY_FORMAT.format(new Date(`${day}T00:00:00Z`))}`;
}

// WhatsApp messages the reminder job queues for the admin to send
/** A bill's reminder, as the owner wrote it, signed with the shop's name. */
export function billReminderText(shopName: string, message: string): string {
  return `${shopName}: ${message}`;
}

/** `Sharma Repairs: reminder of your Screen repair on 25 Nov, 11:00 am.` (shop-local time). */
export function followupReminderText({
  shopName,
  productName,
  scheduledAt,
  timeZone,
}: {
  shopName: string;
  productName: string | null;
  scheduledAt: Date;
  timeZone: string;
}): string {
  const when = formatAppointment(scheduledAt, timeZone);
  return `${shopName}: reminder of your ${productName ?? 'appointment'} on ${when}.`;
}
