import {
  computeBillTotals,
  NO_DISCOUNT,
  paise,
  paiseToRupees,
  type BillTotals,
} from '@khatabill/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceiptTotals } from '../../../components/receipt/receipt-totals';
import { PaymentSummary } from './payment-summary';

/** A ₹270 bill paid `paid` paise after an advance of `advance` paise, as the form computes it. */
function totalsPaid(paid: number, advance = 0): BillTotals {
  return computeBillTotals({
    items: [{ quantity: 1, price: paise(27000) }],
    discount: NO_DISCOUNT,
    advance: paise(advance),
    amountPaid: paise(paid),
  });
}

/** The receipt's balance line for the same totals, as "label amount". */
function receiptBalanceLine(totals: BillTotals): string {
  const rupees = Object.fromEntries(
    Object.entries(totals).map(([key, value]) => [key, paiseToRupees(value)]),
  ) as Record<keyof BillTotals, number>;
  const { unmount } = render(
    <ReceiptTotals
      totals={rupees}
      payment={{ mode: 'cash', amountPaid: 300, discount: NO_DISCOUNT }}
    />,
  );
  const term = screen.getByText(/^(To return|Pending)$/, { selector: 'dt' });
  const line = `${term.textContent} ${term.nextElementSibling?.textContent}`;
  unmount();
  return line;
}

describe('the payment warning and the receipt', () => {
  it.each([
    ['overpaid', 30000, 'To return ₹30', 'added to the khata as TAKE'],
    ['paid short', 20000, 'Pending ₹70', 'marked GIVE in the khata'],
  ])(
    'use the same words when %s, the warning adding the khata effect',
    (_case, paid, line, khata) => {
      const totals = totalsPaid(paid);
      expect(receiptBalanceLine(totals)).toBe(line);

      render(<PaymentSummary totals={totals} />);
      expect(screen.getByRole('status')).toHaveTextContent(`${line} (${khata})`);
    },
  );

  it('return an advance above the bill, with anything paid, after a final total of 0', () => {
    const totals = totalsPaid(1000, 100000);
    expect(receiptBalanceLine(totals)).toBe('To return ₹740');

    render(<PaymentSummary totals={totals} />);
    expect(screen.getByText('Final Total').nextElementSibling).toHaveTextContent('₹0');
    expect(screen.getByText('Amount Paid').nextElementSibling).toHaveTextContent('₹10');
    expect(screen.getByRole('status')).toHaveTextContent(
      'To return ₹740 (added to the khata as TAKE)',
    );
  });

  it('warns of nothing when paid exactly', () => {
    render(<PaymentSummary totals={totalsPaid(27000)} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
