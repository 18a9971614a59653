import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BillTabs, type BillTab } from './bill-tabs';

function Tabs() {
  const [active, setActive] = useState<BillTab>('request');
  return (
    <BillTabs
      tabs={['request', 'handling', 'payment']}
      active={active}
      onChange={setActive}
      panels={{
        request: <input aria-label="Problem" />,
        handling: <input aria-label="Technician" />,
        payment: <input aria-label="Discount" />,
      }}
    />
  );
}

describe('bill tabs', () => {
  it('draws a panel when its tab is first shown and keeps what was typed in it', async () => {
    render(<Tabs />);
    expect(screen.getByLabelText('Problem')).toBeVisible();
    expect(screen.queryByLabelText('Technician')).toBeNull();
    expect(screen.queryByLabelText('Discount')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Service Handling' }));
    await userEvent.type(screen.getByLabelText('Technician'), 'Ravi');
    await userEvent.click(screen.getByRole('tab', { name: 'Service Request' }));

    expect(screen.getByLabelText('Technician')).not.toBeVisible();
    expect(screen.getByLabelText('Technician')).toHaveValue('Ravi');
    expect(screen.queryByLabelText('Discount')).toBeNull();
  });
});
