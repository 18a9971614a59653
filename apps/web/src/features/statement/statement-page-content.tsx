import { formatRupeeNumber, toShopDay, type PublicStatementDto } from '@khatabill/domain';
import { QrSvg } from '../../components/qr-svg';
import { ReceiptShopHeader } from '../../components/receipt/receipt-shop-header';
import { buttonClasses } from '../../components/ui/button';
import { statementBalanceMessages, statementBalanceText } from '../../i18n/domain-messages';
import { useMessages } from '../../i18n/use-messages';
import { formatDay } from '../../lib/format';
import { statementMessages } from './messages';

const TYPE_CLASSES = { credit: 'text-green-700', debit: 'text-red-700' } as const;

/**
 * The customer statement (`/s/{token}`), drawn by the server (ADR 017): the shop, the
 * customer, the balance in words, a UPI QR for the due, and every line newest first with
 * the balance after it: a bill's charge (linked to its receipt) under the advance and the
 * payment on it, as its receipt lists them. `data-receipt` lets the receipt's print
 * stylesheet put it on A4.
 */
export function StatementPageContent({ statement }: { statement: PublicStatementDto | null }) {
  const t = useMessages(statementMessages);
  const balances = useMessages(statementBalanceMessages);
  if (!statement) {
    return (
      <p role="alert" className="py-8 text-center text-red-700">
        {t.notFound}
      </p>
    );
  }
  const { shop, balance } = statement;
  const owes = balance < 0;
  return (
    <article
      data-receipt
      aria-label={t.title}
      className="mx-auto flex w-full max-w-2xl flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm"
    >
      <ReceiptShopHeader shop={shop} />
      <h1 className="text-xl font-bold">{t.title}</h1>
      <p>
        <span className="font-medium">{statement.customerName}</span>{' '}
        <span className="text-slate-600">{statement.maskedMobile}</span>
      </p>
      <p className={`text-2xl font-bold ${owes ? 'text-red-700' : 'text-green-700'}`}>
        {statementBalanceText(balances, balance, shop.shopName)}
      </p>
      {statement.upiUrl && (
        <div data-print-hidden className="flex flex-col items-center gap-2">
          <QrSvg text={statement.upiUrl} label={t.scanToPay} className="size-48" />
          <a href={statement.upiUrl} className={buttonClasses('primary')}>
            {`${t.payWithUpi} ${formatRupeeNumber(-balance)}`}
          </a>
        </div>
      )}
      <StatementEntries statement={statement} />
    </article>
  );
}

type StatementLine = PublicStatementDto['entries'][number];

/** The line in the customer's words, naming the bill it belongs to. */
function lineLabel(
  t: ReturnType<typeof statementMessages.get>,
  { kind, invoiceNumber }: StatementLine,
): string {
  const invoice = invoiceNumber ?? '';
  switch (kind) {
    case 'bill':
      return t.lineBill({ invoice });
    case 'advance':
      return t.lineAdvance({ invoice });
    case 'billPayment':
      return t.lineBillPayment({ invoice });
    case 'payment':
      return t.linePayment;
    case 'given':
      return t.lineGiven;
  }
}

function StatementEntries({ statement }: { statement: PublicStatementDto }) {
  const t = useMessages(statementMessages);
  const balances = useMessages(statementBalanceMessages);
  if (statement.entries.length === 0) {
    return <p className="text-slate-600">{t.noEntries}</p>;
  }
  return (
    <ol aria-label={t.entries} className="flex flex-col divide-y divide-slate-100">
      {statement.entries.map((entry, index) => (
        <li key={index} className="flex items-start justify-between gap-3 py-2">
          <div className="flex min-w-0 flex-col">
            <span className={`font-medium break-words ${TYPE_CLASSES[entry.type]}`}>
              {lineLabel(t, entry)}{' '}
              <span className="whitespace-nowrap">{formatRupeeNumber(entry.amount)}</span>
            </span>
            <time dateTime={entry.date} className="text-sm text-slate-600">
              {formatDay(toShopDay(new Date(entry.date), statement.timeZone))}
            </time>
            {entry.discount && (
              <span className="text-sm text-slate-600">
                {t.lessDiscount({
                  base: formatRupeeNumber(entry.discount.baseAmount),
                  discount: formatRupeeNumber(entry.discount.amount),
                })}
              </span>
            )}
            {entry.note && <span className="text-sm break-words">{entry.note}</span>}
            {entry.kind === 'bill' && entry.receiptToken && (
              <a
                href={`/your-bill/${entry.receiptToken}`}
                className="text-sm text-brand-700 underline"
              >
                {`${t.receiptLink} ${entry.invoiceNumber ?? ''}`}
              </a>
            )}
          </div>
          {/* Wraps rather than squeezing the line: "Sharma Store owes you ₹30" is long. */}
          <span className="max-w-[45%] shrink-0 text-right text-sm text-slate-700">
            {statementBalanceText(balances, entry.balance, statement.shop.shopName)}
          </span>
        </li>
      ))}
    </ol>
  );
}
