/**
 * Every text the server answers a person with, keyed by its stable code (sent as `code`
 * beside `message`, so the web app can show it in the language shown). The validation and
 * plan texts live in MESSAGES and PLAN_MESSAGES, whose keys are their codes too.
 */
export const API_MESSAGES = {
  // Sessions and accounts
  loginAgain: 'Please log in again.',
  noPermission: 'You do not have permission to view this page.',
  accountExists: 'An account with this mobile number already exists. Please log in.',
  invalidLogin: 'Invalid mobile number or password.',
  /** Staff (product §17): one mobile is one account, an owner's or a staff member's. */
  mobileInUse: 'This mobile number already has an account. Use another number.',
  inviteUsedOrExpired:
    'This invite link has been used or has expired. Ask the shop owner for a new one.',
  staffNeedsPro:
    "Your shop's plan no longer includes staff accounts. Ask the shop owner to upgrade.",
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,

  // Requests the server cannot take
  validationFailed: 'Validation failed',
  /** The code of Fastify's own answers to a request it cannot read (their message is Fastify's). */
  malformedRequest: 'The request could not be read.',
  unsupportedMediaType: 'This kind of request is not accepted.',
  imageTooLarge: 'Image must be 2 MB or smaller.',
  unsupportedImage: 'Please upload a JPEG, PNG or WebP image.',
  requestTooLarge: 'Request is too large.',
  malformedForm: 'The form could not be read. Please try again.',
  nulCharacter: 'Remove the invalid character (NUL) from this text.',
  /** Half of a character written as two (a lone UTF-16 surrogate): no database stores it. */
  brokenCharacter: 'Remove the broken character from this text.',
  patchTooDeep: 'The bill fields are nested too deeply.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
  idempotencyKeyRunning: 'A request with this Idempotency-Key is still being processed.',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different request.',
  somethingWentWrong: 'Something went wrong',

  // Records that are not there (another shop's look the same)
  notFound: 'Not found',
  /** Also the public receipt's answer for a link that shows nothing. */
  billNotFound: 'Bill not found.',
  customerNotFound: 'Customer not found.',
  statementNotFound: 'Statement not found.',
  productNotFound: 'Product not found.',
  shopNotFound: 'Shop not found.',
  expenseNotFound: 'Expense not found.',
  followupNotFound: 'Follow-up not found.',
  notificationNotFound: 'Notification not found.',
  /** A deal that is not there, has ended, or is another shop's. */
  dealNotFound: 'Deal not found.',
  memberNotFound: 'Staff member not found.',

  // Rules of the khata and bills
  customerExists: 'A customer with this mobile number already exists.',
  customerInUse: 'This customer has bills or a balance and cannot be deleted.',
  completedNotEditable: 'Completed bills cannot be edited.',
  noReturnToDraft: 'A bill that has left On Hold cannot be put on hold again.',
  onHoldKeepsNoPayment: 'On Hold keeps no payment.',
  paymentNeedsStatusChange:
    'A payment is recorded with a change of status; this bill already has that status.',

  // Follow-ups
  followupNotChangeable: 'Only a scheduled follow-up can be changed.',

  // GST
  gstr1NeedsRegularGst:
    'GSTR-1 is filed by a shop registered for GST as regular: turn it on in Settings → GST.',
} as const;
