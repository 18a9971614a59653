import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';

function Harness() {
  const [value, setValue] = useState('');
  return <MoneyInput label="Amount Paid" value={value} onValueChange={setValue} />;
}

describe('MoneyInput', () => {
  it('accepts digits with up to two decimals', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount Paid');
    await userEvent.type(input, '1250.75');
    expect(input).toHaveValue('1250.75');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('rejects a third decimal', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount Paid');
    await userEvent.type(input, '10.505');
    expect(input).toHaveValue('10.50');
  });

  it('rejects letters, signs and a second point', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount Paid');
    await userEvent.type(input, '1a2-e.3.4');
    expect(input).toHaveValue('12.34');
  });
});
