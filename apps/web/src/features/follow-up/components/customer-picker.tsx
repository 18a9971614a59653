import type { CustomerDto } from '@khatabill/domain';
import { useId, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { AutocompleteField } from '../../../components/ui/autocomplete-field';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { useCustomerSearch } from '../../../lib/requests/search-customers';
import { customerPickerMessages } from '../messages';

type CustomerPickerProps = {
  /** The chosen customer's id, '' while none is chosen. */
  value: string;
  onChange: (customerId: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
  error?: string;
};

/**
 * The shop's customers searched by name or mobile (from 2 characters); the chosen one
 * shows as a summary with Change, which opens the search again.
 */
export function CustomerPicker({ value, onChange, onBlur, ref, error }: CustomerPickerProps) {
  const t = useMessages(customerPickerMessages);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<CustomerDto | null>(null);
  const customers = useCustomerSearch(text);
  const headingId = useId();

  if (value && chosen?._id === value) {
    return (
      <div
        role="group"
        aria-labelledby={headingId}
        className="flex items-center justify-between gap-3 rounded-lg border border-slate-300 px-3 py-2"
      >
        <div className="min-w-0">
          <p id={headingId} className="text-sm font-medium text-slate-700">
            {t.customer}
          </p>
          <p className="font-semibold break-words">{chosen.name}</p>
          <p className="text-sm text-slate-600">{chosen.mobile}</p>
        </div>
        <Button
          variant="ghost"
          aria-label={t.changeCustomer({ name: chosen.name })}
          onClick={() => onChange('')}
        >
          {t.change}
        </Button>
      </div>
    );
  }

  function choose(id: string) {
    const customer = customers.find((candidate) => candidate._id === id);
    if (!customer) return;
    setChosen(customer);
    // The search starts empty when it opens again: after Change, or a reset for the next booking.
    setText('');
    onChange(customer._id);
  }

  return (
    <div className="flex flex-col gap-1">
      <AutocompleteField
        ref={ref}
        label={t.customer}
        type="search"
        placeholder={t.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={onBlur}
        error={error}
        hint={t.hint}
        suggestions={customers.map((customer) => ({
          id: customer._id,
          primary: customer.name,
          secondary: customer.mobile,
        }))}
        onSuggestionPick={choose}
      />
      <p className="text-sm text-slate-600">
        {t.someoneNew}{' '}
        <Link to="/clients" className="font-medium text-brand-700 underline">
          {t.clients}
        </Link>{' '}
        {t.first}
      </p>
    </div>
  );
}
