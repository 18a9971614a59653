import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../test/summary-fixture';
import { StatusSummary } from './status-summary';

describe('StatusSummary', () => {
  it('writes amounts under 1,000 with their paise as the rest of the app does, larger ones abbreviated', () => {
    const { statusWise } = makeSummary({
      statusWise: {
        draft: { count: 1, totalAmount: 950.5 },
        under_service: { count: 2, totalAmount: 999.99 },
        completed: { count: 3, totalAmount: 1250.5 },
      },
    });
    render(<StatusSummary statusWise={statusWise} />);

    const rows = within(screen.getByRole('table', { name: 'Bills by status' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['On Hold1₹950.50', 'Pending2₹999.99', 'Completed3₹1.3K']);
  });
});
