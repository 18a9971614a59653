import { customField, type CustomField } from '@khatabill/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceFieldsEditor } from './service-fields-editor';

const SUGGESTIONS: CustomField[] = [
  customField('IMEI'),
  customField('Problem Description', 'textarea'),
  customField('Password / Pattern'),
];

function Editor({ initial = SUGGESTIONS }: { initial?: CustomField[] }) {
  const [fields, setFields] = useState(initial);
  return (
    <>
      <ServiceFieldsEditor
        legend="Service Request fields"
        suggestions={SUGGESTIONS}
        value={fields}
        onChange={setFields}
      />
      <output data-testid="chosen">{JSON.stringify(fields)}</output>
    </>
  );
}

const chosen = () => JSON.parse(screen.getByTestId('chosen').textContent ?? '[]') as CustomField[];

describe('ServiceFieldsEditor', () => {
  it('unticks and ticks a suggested field, keeping the suggested order', async () => {
    render(<Editor />);
    await userEvent.click(screen.getByLabelText('IMEI'));
    expect(chosen()).toEqual(SUGGESTIONS.slice(1));

    await userEvent.click(screen.getByLabelText('IMEI'));
    expect(chosen()).toEqual(SUGGESTIONS);
  });

  it('adds a custom field with its type, ticked', async () => {
    render(<Editor />);
    await userEvent.type(screen.getByLabelText('New field label'), 'Warranty Till');
    await userEvent.selectOptions(screen.getByLabelText('New field type'), 'Date');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));

    expect(chosen()).toEqual([
      ...SUGGESTIONS,
      { label: 'Warranty Till', type: 'date', showOnReceipt: true },
    ]);
    expect(screen.getByLabelText('Warranty Till')).toBeChecked();
    expect(screen.getByLabelText('New field label')).toHaveValue('');
  });

  it('adds a Number field, and offers every field type', async () => {
    render(<Editor initial={[]} />);
    const typeSelect = screen.getByLabelText('New field type');
    expect(
      Array.from(typeSelect.querySelectorAll('option'), (option) => option.textContent),
    ).toEqual(['Text', 'Long text', 'Date', 'Number']);
    await userEvent.type(screen.getByLabelText('New field label'), 'Kilometers');
    await userEvent.selectOptions(typeSelect, 'Number');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));

    expect(chosen()).toEqual([{ label: 'Kilometers', type: 'number', showOnReceipt: true }]);
  });

  it('refuses an empty or repeated label', async () => {
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(screen.getByText('Field label is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New field label'), ' imei ');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(screen.getByText('This field is already in the list')).toBeInTheDocument();
    expect(chosen()).toEqual(SUGGESTIONS);
  });

  it('adds on Enter without submitting the form around it', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Editor initial={[]} />
      </form>,
    );
    await userEvent.type(screen.getByLabelText('New field label'), 'Token No{Enter}');

    expect(chosen()).toEqual([{ label: 'Token No', type: 'text', showOnReceipt: true }]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('switches a chosen field on or off the customer receipt', async () => {
    render(<Editor />);
    const receiptSwitch = (label: string) =>
      screen.getByRole('switch', { name: `Show on customer receipt: ${label}` });
    expect(receiptSwitch('IMEI')).toBeChecked();
    expect(receiptSwitch('Password / Pattern')).not.toBeChecked();

    await userEvent.click(receiptSwitch('IMEI'));
    await userEvent.click(receiptSwitch('Password / Pattern'));

    expect(chosen().map(({ label, showOnReceipt }) => [label, showOnReceipt])).toEqual([
      ['IMEI', false],
      ['Problem Description', true],
      ['Password / Pattern', true],
    ]);
    expect(receiptSwitch('IMEI')).not.toBeChecked();
  });

  it('offers the switch only for chosen fields, and adds a PIN field off the receipt', async () => {
    render(<Editor />);
    await userEvent.click(screen.getByLabelText('IMEI'));
    expect(screen.queryByRole('switch', { name: /: IMEI$/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New field label'), 'SIM PIN{Enter}');

    expect(chosen().at(-1)).toEqual({ label: 'SIM PIN', type: 'text', showOnReceipt: false });
    expect(screen.getByRole('switch', { name: /: SIM PIN$/ })).not.toBeChecked();
  });
});
