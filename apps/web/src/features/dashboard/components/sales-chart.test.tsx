import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareLanguage } from '../../../i18n/i18n';
import { locale } from '../../../i18n/locale';
import { SalesChart } from './sales-chart';

afterEach(() => locale.set('en'));

describe('SalesChart', () => {
  it("draws a bar a day, and reads every day's exact sales to screen readers in a table", () => {
    const { container } = render(
      <SalesChart
        series={{
          unit: 'day',
          points: [
            { start: '2026-03-01', totalSales: 1000 },
            { start: '2026-03-02', totalSales: 0 },
            { start: '2026-03-03', totalSales: 1234.5 },
          ],
        }}
      />,
    );

    const table = screen.getByRole('table', { name: 'Sales by day' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['1 Mar 2026₹1,000', '2 Mar 2026₹0', '3 Mar 2026₹1,234.50']);

    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const bars = [...container.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual([
      '1 Mar 2026: ₹1,000',
      '2 Mar 2026: ₹0',
      '3 Mar 2026: ₹1,234.50',
    ]);
    // The tallest bar is the best day; a day without sales has no bar.
    expect(bars.map((bar) => Number(bar.getAttribute('height')))).toEqual([
      (1000 / 1234.5) * 100,
      0,
      100,
    ]);
  });

  it('names the bars by month on long ranges', () => {
    render(
      <SalesChart
        series={{
          unit: 'month',
          points: [
            { start: '2026-01-15', totalSales: 300 },
            { start: '2026-02-01', totalSales: 0 },
            { start: '2026-03-01', totalSales: 200 },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sales by month' });
    expect(within(table).getByRole('rowheader', { name: 'Jan 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Mar 2026' })).toBeInTheDocument();
  });

  it('names the months in Hindi while Hindi is shown', async () => {
    locale.set('hi');
    await prepareLanguage();
    render(
      <SalesChart
        series={{
          unit: 'month',
          points: [
            { start: '2026-01-01', totalSales: 300 },
            { start: '2026-02-01', totalSales: 200 },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'महीने की बिक्री' });
    expect(within(table).getByRole('rowheader', { name: 'जनवरी 2026' })).toBeInTheDocument();
  });

  it('says so when the range has no sales, instead of an empty chart', () => {
    const { container } = render(
      <SalesChart series={{ unit: 'day', points: [{ start: '2026-03-01', totalSales: 0 }] }} />,
    );
    expect(screen.getByText('No sales in this range.')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });
});
