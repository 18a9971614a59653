import { API_MESSAGES, customerText, formatAppointment, type Language } from '@khatabill/domain';

// The server's names for the texts it answers with; each text and its code live in the domain's
// API_MESSAGES (the validation and plan texts in MESSAGES and PLAN_MESSAGES), shared with the
// web app.

export const {
  loginAgain: LOGIN_AGAIN,
  noPermission: NO_PERMISSION,
  accountExists: ACCOUNT_EXISTS,
  invalidLogin: INVALID_LOGIN,
  mobileInUse: MOBILE_IN_USE,
  inviteUsedOrExpired: INVITE_USED_OR_EXPIRED,
  staffNeedsPro: STAFF_NEEDS_PRO,
  validationFailed: VALIDATION_FAILED,
  imageTooLarge: IMAGE_TOO_LARGE,
  unsupportedImage: UNSUPPORTED_IMAGE,
  requestTooLarge: REQUEST_TOO_LARGE,
  malformedForm: MALFORMED_FORM,
  nulCharacter: NUL_CHARACTER,
  brokenCharacter: BROKEN_CHARACTER,
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
  memberNotFound: MEMBER_NOT_FOUND,
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

// Texts a shop's customers read are the domain's customerText (both languages, product §15);
// only the day's format is the server's.

const dayFormats = {
  en: new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  // Hindi spells months out: its short forms (`नव॰`) read badly.
  hi: new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }),
} satisfies Record<Language, Intl.DateTimeFormat>;

/** `Offer ends 30 Nov 2026`: a deal's last day (`YYYY-MM-DD`), in its preview. */
export function dealEndsText(day: string, language: Language): string {
  const formatted = dayFormats[language].format(new Date(`${day}T00:00:00Z`));
  return customerText(language, 'customer/link-preview', 'dealEnds', { day: formatted });
}

// WhatsApp messages the reminder job queues for the admin to send
/** A bill's reminder, as the owner wrote it (in any language), signed with the shop's name. */
export function billReminderText(shopName: string, message: string): string {
  return `${shopName}: ${message}`;
}

/** `Sharma Repairs: reminder of your Screen repair on 25 Nov, 11:00 am.` (shop-local time). */
export function followupReminderText({
  shopName,
  productName,
  scheduledAt,
  timeZone,
  language,
}: {
  shopName: string;
  productName: string | null;
  scheduledAt: Date;
  timeZone: string;
  language: Language;
}): string {
  return customerText(language, 'customer/reminder', 'followup', {
    shop: shopName,
    what: productName ?? customerText(language, 'customer/reminder', 'appointment'),
    when: formatAppointment(scheduledAt, timeZone, language),
  });
}
