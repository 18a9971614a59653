import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemRow, renderCreateBill, stubServer } from '../../../test/create-bill-harness';
import * as itemRowModule from './item-row';

// Counts the lines' renders: a keystroke in one line must not redraw the others.
vi.mock('./item-row', async (importOriginal) => {
  const original = await importOriginal<typeof itemRowModule>();
  return { ItemRow: vi.fn(original.ItemRow) };
});

const rows = () => screen.queryAllByRole('group', { name: /^Item \d+$/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bill items', () => {
  it('steps the quantity with − and +, and − at quantity 1 removes the line', async () => {
    stubServer();
    renderCreateBill();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Products' }));
    expect(rows()).toHaveLength(2);

    const second = within(itemRow(2));
    await userEvent.type(second.getByLabelText('Product name'), 'Cover');
    await userEvent.click(second.getByRole('button', { name: 'Increase quantity' }));
    expect(second.getByLabelText('Quantity')).toHaveValue('2');
    await userEvent.click(second.getByRole('button', { name: 'Decrease quantity' }));
    expect(second.getByLabelText('Quantity')).toHaveValue('1');

    await userEvent.click(
      second.getByRole('button', { name: 'Decrease quantity (removes the item)' }),
    );
    expect(rows()).toHaveLength(1);
    expect(screen.queryByDisplayValue('Cover')).not.toBeInTheDocument();
  });

  it('redraws the total, not every line, as a quantity is typed; the closed picker draws no products', async () => {
    stubServer();
    renderCreateBill();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Products' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Products' }));
    expect(rows()).toHaveLength(3);
    await within(itemRow(1)).findByLabelText('Price');
    await userEvent.type(within(itemRow(1)).getByLabelText('Price'), '10');
    const renders = vi.mocked(itemRowModule.ItemRow);
    renders.mockClear();

    await userEvent.type(within(itemRow(3)).getByLabelText('Quantity'), '5');

    expect(within(itemRow(3)).getByLabelText('Quantity')).toHaveValue('15');
    expect(screen.getByText('Total', { selector: 'span' }).nextElementSibling).toHaveTextContent(
      '₹10',
    );
    expect(renders).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Screen guard/, hidden: true })).toBeNull();
  });

  it('takes whole numbers only in the quantity box', async () => {
    stubServer();
    renderCreateBill();
    const quantity = within(itemRow(1)).getByLabelText('Quantity');
    await userEvent.type(quantity, 'x2.-5');
    expect(quantity).toHaveValue('125');
  });

  it('adds a picked product, then one more of it, showing the quantity already in the bill', async () => {
    stubServer();
    renderCreateBill();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Products' }));
    const picker = screen.getByRole('dialog', { name: 'Choose Products' });
    const guard = await within(picker).findByRole('button', { name: /Screen guard/ });
    expect(guard).toHaveTextContent('₹150.50');

    await userEvent.click(guard);
    await userEvent.click(guard);
    expect(guard).toHaveTextContent('In bill: 2');
    await userEvent.click(within(picker).getByRole('button', { name: /Battery/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));

    // The blank first row took the first product instead of staying empty.
    expect(rows()).toHaveLength(2);
    expect(within(itemRow(1)).getByLabelText('Product name')).toHaveValue('Screen guard');
    expect(within(itemRow(1)).getByLabelText('Quantity')).toHaveValue('2');
    expect(within(itemRow(2)).getByLabelText('Price')).toHaveValue('1200');
    expect(screen.getByText('Total', { selector: 'span' }).nextElementSibling).toHaveTextContent(
      '₹1,501',
    );
  });

  it('suggests products by name with their price while typing', async () => {
    stubServer();
    renderCreateBill();
    const name = within(itemRow(1)).getByLabelText('Product name');
    await screen.findByRole('button', { name: 'Choose Products' });
    await userEvent.type(name, 'batt');
    const option = await screen.findByRole('option', { name: /Battery/ });
    expect(option).toHaveTextContent('₹1,200');
    await userEvent.click(option);
    expect(name).toHaveValue('Battery');
    expect(within(itemRow(1)).getByLabelText('Price')).toHaveValue('1200');
  });
});
