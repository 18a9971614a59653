import { BILL_BALANCE_LABELS } from '../bills/bill-balance';
import type { Language } from '../language/languages';
import { STATEMENT_TEXTS } from '../ledger/statement';
import hindi from './hi.json' with { type: 'json' };

// Every text a shop's customer reads has its Hindi here, in hi.json, so that the server (link
// previews, WhatsApp reminders) and the web app (the receipt, statement and deal pages, which
// load it into their catalogue) read the same words. The pages' English sits beside each page
// in the web app; the English of what the server writes sits below.

/** The Hindi of every customer text, by component (`customer/receipt`, …), `{name}` placeholders. */
export const CUSTOMER_HINDI: Readonly<Record<string, Readonly<Record<string, string>>>> = hindi;

/** What the server writes to a customer, in English, in the catalogue's form. */
export const SERVER_CUSTOMER_TEXTS = {
  /** A shared link's title and description (WhatsApp's preview of a receipt, statement or deal). */
  'customer/link-preview': {
    billTitle: 'Bill {invoice} from {shop} — {amount}',
    oneItem: '1 item',
    items: '{count} items',
    pending: BILL_BALANCE_LABELS.pending,
    toReturn: BILL_BALANCE_LABELS.toReturn,
    paidInFull: 'Paid in full',
    statementTitle: `${STATEMENT_TEXTS.title} from {shop}`,
    dealEnds: 'Offer ends {day}',
  },
  /** The WhatsApp reminder of an appointment, queued by the reminder job. */
  'customer/reminder': {
    followup: '{shop}: reminder of your {what} on {when}.',
    appointment: 'appointment',
  },
} as const;

type ServerTexts = typeof SERVER_CUSTOMER_TEXTS;
type Component = keyof ServerTexts;
/** The keys of one component of what the server writes (`'billTitle'`, …). */
export type CustomerTextKey<C extends Component> = keyof ServerTexts[C];

// The compiler holds hi.json to every key of the English above (its placeholders are checked
// with the web app's catalogue).
type Texts = { [C in Component]: Record<keyof ServerTexts[C], string> };
const SERVER_TEXTS: Record<Language, Texts> = {
  en: SERVER_CUSTOMER_TEXTS,
  hi: {
    'customer/link-preview': hindi['customer/link-preview'],
    'customer/reminder': hindi['customer/reminder'],
  },
};

/** Longest placeholder name; bounds the pattern. */
const PLACEHOLDER = /\{(\w{1,40})\}/g;

/**
 * A text the server writes to a customer, in `language`, with its `{placeholders}` filled:
 * `customerText('hi', 'customer/link-preview', 'statementTitle', { shop: 'Sharma Store' })`.
 */
export function customerText<C extends Component>(
  language: Language,
  component: C,
  key: CustomerTextKey<C>,
  values: Readonly<Record<string, string | number>> = {},
): string {
  // Indexing by a generic component loses the key type; `key` is one of the component's keys.
  const text = (SERVER_TEXTS[language][component] as Record<PropertyKey, string>)[key];
  return (text ?? '').replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
