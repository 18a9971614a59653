import {
  formatRupees,
  isRupeeAmount,
  LEDGER_TYPES,
  rupeesToPaise,
  type LedgerType,
} from '@khatabill/domain';
import { useId, type ComponentProps } from 'react';
import { FieldError } from '../../../components/ui/field';
import { ledgerMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { customerFormMessages } from '../messages';

// Green lowers the due, red raises it; the filled dot, not the colour alone, marks the choice.
const CHOICE_CLASSES: Record<LedgerType, string> = {
  credit: 'text-green-800 has-checked:border-green-600 has-checked:bg-green-50',
  debit: 'text-red-800 has-checked:border-red-600 has-checked:bg-red-50',
};

type LedgerTypeChoiceProps = Omit<ComponentProps<'input'>, 'type' | 'value'> & {
  /** The amount as typed, shown in each choice's effect ("You Got ₹100: due goes down"). */
  amount: string;
  error?: string;
};

type LedgerTexts = ReturnType<typeof ledgerMessages.get>;

/** Each type's words in the ledger catalogue: its form label, history label and due effect. */
const LEDGER_KEYS = {
  credit: { form: 'formCredit', entry: 'entryCredit', effect: 'effectCredit' },
  debit: { form: 'formDebit', entry: 'entryDebit', effect: 'effectDebit' },
} as const satisfies Record<LedgerType, Record<string, keyof LedgerTexts>>;

/** "You Got ₹100: due goes down", or without the amount while none is typed. */
function effectOf(ledger: LedgerTexts, type: LedgerType, amount: string): string {
  const paise = isRupeeAmount(amount) ? rupeesToPaise(amount) : 0;
  const money = paise > 0 ? ` ${formatRupees(rupeesToPaise(amount))}` : '';
  return `${ledger[LEDGER_KEYS[type].entry]}${money}: ${ledger[LEDGER_KEYS[type].effect]}`;
}

/**
 * The Transaction Type as two big coloured choices, none picked at first: a quick
 * "100, Save" must never raise a due the owner meant to lower (product §2 "/clients"). Each
 * says what it does to the customer's due, with the amount, in the history's words.
 */
export function LedgerTypeChoice({ amount, error, ...radio }: LedgerTypeChoiceProps) {
  const t = useMessages(customerFormMessages);
  const ledger = useMessages(ledgerMessages);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-1 sm:col-span-2"
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">{t.transactionType}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {LEDGER_TYPES.map((type) => (
          <label
            key={type}
            className={`relative grid min-h-16 cursor-pointer grid-cols-[auto_1fr] content-center items-center gap-x-2 gap-y-0.5 rounded-lg border-2 border-slate-300 bg-white px-3 py-2 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${CHOICE_CLASSES[type]}`}
          >
            <input
              {...radio}
              type="radio"
              value={type}
              aria-labelledby={`${id}-${type}`}
              aria-describedby={`${id}-${type}-effect`}
              aria-invalid={error ? true : undefined}
              // Invisible but covering the whole choice, so a tap anywhere lands on the radio.
              className="peer absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            <span
              aria-hidden="true"
              className="size-4 rounded-full border-2 border-current peer-checked:bg-current peer-checked:shadow-[inset_0_0_0_2px_white]"
            />
            <span id={`${id}-${type}`} className="font-semibold">
              {ledger[LEDGER_KEYS[type].form]}
            </span>
            <span id={`${id}-${type}-effect`} className="col-start-2 text-sm">
              {effectOf(ledger, type, amount)}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
