import { API_MESSAGES, formatAppointment } from '@khatabill/domain';

// The server's names for the texts it answers with; each text and its code live in the domain's
// API_MESSAGES (the specification's own texts in MESSAGES and PLAN_MESSAGES), shared with the web app.

export const {
  loginAgain: LOGIN_AGAIN,
  noPermission: NO_PERMISSION,
  accountExists: ACCOUNT_EXISTS,
  invalidLogin: INVALID_LOGIN,
  validationFailed: VALIDATION_FAILED,
  imageTooLarge: IMAGE_TOO_LARGE,
  unsupportedImage: UNSUPPORTED_IMAGE,
  requestTooLarge: REQUEST_TOO_LARGE,
  malformedForm: MALFORMED_FORM,
  nulCharacter: NUL_CHARACTER,
  patchTooDeep: PATCH_TOO_DEEP,
  idempotencyKeyInvalid: IDEMPOTENCY_KEY_INVALID,
  idempotencyKeyRunning: IDEMPOTENCY_KEY_RUNNING,
  idempotencyKeyReused: IDEMPOTENCY_KEY_REUSED,
  somethingWentWrong: SOMETHING_WENT_WRONG,
  notFound: NOT_FOUND,
  billNotFound: BILL_NOT_FOUND,
  customerNotFound: CUSTOMER_NOT_FOUND,
  statementNotFound: STATEMENT_NOT_FOUND,
  productNotFound: PRODUCT_NOT_FOUND,
  shopNotFound: SHOP_NOT_FOUND,
  expenseNotFound: EXPENSE_NOT_FOUND,
  followupNotFound: FOLLOWUP_NOT_FOUND,
  notificationNotFound: NOTIFICATION_NOT_FOUND,
  dealNotFound: DEAL_NOT_FOUND,
  customerExists: CUSTOMER_EXISTS,
  customerInUse: CUSTOMER_IN_USE,
  completedNotEditable: COMPLETED_NOT_EDITABLE,
  noReturnToDraft: NO_RETURN_TO_DRAFT,
  onHoldKeepsNoPayment: ON_HOLD_KEEPS_NO_PAYMENT,
  paymentNeedsStatusChange: PAYMENT_NEEDS_STATUS_CHANGE,
  followupNotChangeable: FOLLOWUP_NOT_CHANGEABLE,
} = API_MESSAGES;

/** Minutes, rounded up, until a rate-limited client may try again. */
export function retryMinutes(retryInMs: number): number {
  return Math.max(1, Math.ceil(retryInMs / 60_000));
}

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
