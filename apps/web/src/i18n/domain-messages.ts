import {
  BILL_BALANCE_KHATA_EFFECTS,
  BILL_BALANCE_LABELS,
  billBalanceOf,
  BILL_STATUS_LABELS,
  JOB_TEXTS,
  LEDGER_DUE_EFFECTS,
  LEDGER_ENTRY_LABELS,
  LEDGER_FORM_LABELS,
  PLAN_MESSAGES,
  REMIND_BEFORE_OPTIONS,
  REMINDER_FREQUENCY_LABELS,
  STATEMENT_TEXTS,
  formatRupeeNumber,
  formatRupees,
  type Paise,
} from '@khatabill/domain';
import { params } from '@nanostores/i18n';
import { messages } from './i18n';

// The domain's labels, shared by many screens, with the domain's own English (one source of
// truth); their Hindi is i18n/hi/domain.json. Screens use these rather than the constants.

export const billStatusMessages = messages('domain/bill-status', BILL_STATUS_LABELS);

/** What a bill's payment leaves, with where it lands in the khata (product §5). */
export const billBalanceMessages = messages('domain/bill-balance', {
  pending: params(
    `${BILL_BALANCE_LABELS.pending} {amount} (${BILL_BALANCE_KHATA_EFFECTS.pending})`,
  ),
  toReturn: params(
    `${BILL_BALANCE_LABELS.toReturn} {amount} (${BILL_BALANCE_KHATA_EFFECTS.toReturn})`,
  ),
});

/** "To return ₹30 (added to the khata as TAKE)" in the language shown; null when paid exactly. */
export function billBalanceWarning(
  t: ReturnType<typeof billBalanceMessages.get>,
  totals: { pending: Paise; toReturn: Paise },
): string | null {
  const balance = billBalanceOf(totals);
  return balance && t[balance.kind]({ amount: formatRupees(balance.amount) });
}

/** A khata's balance as the customer reads it, on the statement page and in its WhatsApp text. */
export const statementBalanceMessages = messages('domain/statement-balance', {
  youOwe: params('You owe {amount}'),
  shopOwesYou: params('{shop} owes you {amount}'),
  settled: STATEMENT_TEXTS.settled,
});

/**
 * `You owe ₹1,250` for a negative balance (the customer owes the shop), `Sharma Store owes
 * you ₹30` for a positive one, in the language shown; `balance` in rupees as answered.
 */
export function statementBalanceText(
  t: ReturnType<typeof statementBalanceMessages.get>,
  balance: number,
  shop: string,
): string {
  if (balance < 0) return t.youOwe({ amount: formatRupeeNumber(-balance) });
  if (balance > 0) return t.shopOwesYou({ shop, amount: formatRupeeNumber(balance) });
  return t.settled;
}

export const ledgerMessages = messages('domain/ledger', {
  entryCredit: LEDGER_ENTRY_LABELS.credit,
  entryDebit: LEDGER_ENTRY_LABELS.debit,
  formCredit: LEDGER_FORM_LABELS.credit,
  formDebit: LEDGER_FORM_LABELS.debit,
  effectCredit: LEDGER_DUE_EFFECTS.credit,
  effectDebit: LEDGER_DUE_EFFECTS.debit,
});

export const reminderFrequencyMessages = messages(
  'domain/reminder-frequency',
  REMINDER_FREQUENCY_LABELS,
);

export const remindBeforeMessages = messages(
  'domain/remind-before',
  Object.fromEntries(REMIND_BEFORE_OPTIONS.map((option) => [option.value, option.label])) as Record<
    (typeof REMIND_BEFORE_OPTIONS)[number]['value'],
    string
  >,
);

export const jobMessages = messages('domain/job', {
  title: JOB_TEXTS.title,
  received: JOB_TEXTS.steps.received,
  in_service: JOB_TEXTS.steps.in_service,
  ready: JOB_TEXTS.steps.ready,
  tellReady: JOB_TEXTS.tellReady,
  // The WhatsApp text that tells the customer the job is ready, in parts.
  readyText: params(
    'Hello {customer}, your job {invoice} at {shop} is ready for pickup.{due} Receipt: {link}',
  ),
  readyPending: params(' Pending amount: {amount}.'),
  readyNothingPending: ' Nothing is pending.',
});

/** The plan texts that take no numbers; the two that do are templates below. */
const { lowQuota: _lowQuota, planLimitDialog: _planLimitDialog, ...planTexts } = PLAN_MESSAGES;

export const planMessages = messages('domain/plans', {
  ...planTexts,
  // The domain's two functions as templates; domain-messages.test.ts checks they agree.
  lowQuota: params('Only {count} bills left this month'),
  planLimitDialog: params("You've reached your {plan} plan's limit of {count} {what}."),
  limitBills: 'bills',
  limitFollowUps: 'follow-ups',
});
