import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSummary, makeSummaryWithoutProfit } from '../../../test/summary-fixture';
import { SummaryCards } from './summary-cards';

/** Each card's label and figure as a screen reader reads them. */
function cards() {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('SummaryCards', () => {
  it('shows the six cards, abbreviated with K from 1,000 and M from 1,000,000', () => {
    render(
      <SummaryCards
        summary={makeSummary({
          count: 999,
          totalCustomers: 1000,
          totalItems: 1_250_000,
          totalSales: 1_234_567.5,
          totalExpenses: 1500.25,
          netProfit: 1_233_067.25,
        })}
      />,
    );
    expect(cards()).toEqual({
      Bills: '999',
      Customers: '1K',
      'Items Sold': '1.3M',
      Revenue: '₹1.2M',
      Expenses: '₹1.5K',
      Profit: '₹1.2M',
    });
  });

  it('adds the GST collected for a registered shop', () => {
    render(
      <SummaryCards
        summary={{
          ...makeSummary({ count: 3 }),
          outputTax: { cgst: 900, sgst: 900, igst: 180, total: 1980 },
        }}
      />,
    );
    expect(cards()).toMatchObject({ Bills: '3', 'GST collected': '₹2K' });
  });

  it('shows a loss as a negative amount', () => {
    render(
      <SummaryCards
        summary={makeSummary({ totalSales: 200, totalExpenses: 2700, netProfit: -2500 })}
      />,
    );
    expect(cards().Profit).toBe('-₹2.5K');
  });

  it('blurs Expenses and Profit without the profit feature, with no figure behind the blur', () => {
    const { container } = render(<SummaryCards summary={makeSummaryWithoutProfit()} />);

    for (const label of ['Expenses', 'Profit']) {
      const card = container.querySelector(`[data-summary-card="${label}"]`) as HTMLElement;
      expect(within(card).getByText('Upgrade to view')).toBeInTheDocument();
      const standIn = card.querySelector('[aria-hidden="true"].blur-sm');
      expect(standIn).toHaveTextContent('₹00.0K');
    }
    expect(cards().Revenue).toBe('₹1.5K');
    // Neither the summary's expenses (₹400) nor its profit (₹1,100) is anywhere on the page.
    expect(container).not.toHaveTextContent('₹400');
    expect(container).not.toHaveTextContent('₹1.1K');
  });
});
