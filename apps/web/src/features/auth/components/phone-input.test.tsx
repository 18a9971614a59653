import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';

function ControlledPhone({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput label="Mobile" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const valueOf = () => screen.getByTestId('value').textContent;

describe('PhoneInput', () => {
  it('starts on India (+91) and gives the form +91 and the digits', async () => {
    render(<ControlledPhone />);
    expect(screen.getByRole('button', { name: 'Country: India +91' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');

    expect(valueOf()).toBe('+919876543210');
    expect(screen.getByLabelText('Mobile')).toHaveValue('98765 43210');
  });

  it('keeps the value empty until a digit is typed, and ignores letters', async () => {
    render(<ControlledPhone />);
    await userEvent.type(screen.getByLabelText('Mobile'), 'abc');
    expect(valueOf()).toBe('');
    expect(screen.getByLabelText('Mobile')).toHaveValue('');

    await userEvent.type(screen.getByLabelText('Mobile'), '9a8');
    expect(valueOf()).toBe('+9198');
    expect(screen.getByLabelText('Mobile')).toHaveValue('98');
  });

  it('caps the number at 15 digits including the country code', async () => {
    render(<ControlledPhone />);
    await userEvent.type(screen.getByLabelText('Mobile'), '12345678901234567890');
    expect(valueOf()).toBe('+911234567890123');
  });

  it('filters countries after the search debounce and says when nothing matches', async () => {
    render(<ControlledPhone />);
    await userEvent.click(screen.getByRole('button', { name: /^Country:/ }));
    const search = await screen.findByRole('combobox', { name: 'Search country' });
    expect(search).toHaveFocus();

    await userEvent.type(search, 'zzzz');
    expect(await screen.findByText('No entries to show')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'kingdom');
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(1);
    });
    expect(screen.getByRole('option')).toHaveTextContent('United Kingdom');
  });

  it('finds a country by calling code and switches the number to it with the keyboard', async () => {
    render(<ControlledPhone initial="+919876543210" />);
    await userEvent.click(screen.getByRole('button', { name: /^Country:/ }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search country' }), '+971');
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(1);
    });
    await userEvent.keyboard('{Enter}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Country: United Arab Emirates +971' }),
    ).toHaveFocus();
    expect(valueOf()).toBe('+9719876543210');
  });

  it('closes the picker on Escape without changing the country', async () => {
    render(<ControlledPhone />);
    const toggle = screen.getByRole('button', { name: /^Country:/ });
    await userEvent.click(toggle);
    await screen.findByRole('combobox', { name: 'Search country' });
    await userEvent.keyboard('{ArrowDown}{Escape}');

    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Country: India +91');
    expect(toggle).toHaveFocus();
  });
});
