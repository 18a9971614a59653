import { isIndianMobile } from '@khatabill/domain';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteField } from '../../../components/ui/autocomplete-field';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { tenDigitMobileInput } from '../../../lib/mobile-input';
import { useCustomerSearch } from '../../../lib/requests/search-customers';
import type { BillFormValues } from '../bill-form-values';
import { customerFieldsMessages } from '../messages';

/**
 * Customer name and mobile with suggestions from the shop's customers (by name or mobile).
 * A chosen or confirmed customer collapses to a one-line summary with Edit.
 */
export function CustomerFields({ defaultCollapsed }: { defaultCollapsed: boolean }) {
  const t = useMessages(customerFieldsMessages);
  const {
    control,
    getValues,
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<BillFormValues>();
  const [name, mobile] = useWatch({ control, name: ['name', 'mobile'] });
  // A customer chosen from the suggestions stays folded whenever the form is drawn afresh
  // (a half-typed bill restored on return, after its last item was taken off), not only
  // until then: it is one of the shop's customers, nothing to check again.
  const [isCollapsed, setIsCollapsed] = useState(
    () => defaultCollapsed || getValues('customerId') !== '',
  );
  const [searchText, setSearchText] = useState('');
  const customers = useCustomerSearch(searchText);
  const headingId = useId();
  const hasError = Boolean(errors.name || errors.mobile);

  // A failed save must show the fields it complains about.
  if (hasError && isCollapsed) setIsCollapsed(false);

  const suggestions = customers.map((customer) => ({
    id: customer._id,
    primary: customer.name,
    secondary: customer.mobile,
  }));

  function chooseCustomer(id: string) {
    const customer = customers.find((candidate) => candidate._id === id);
    if (!customer) return;
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('name', customer.name, options);
    setValue('mobile', customer.mobile, options);
    setValue('customerId', customer._id);
    setIsCollapsed(true);
  }

  if (isCollapsed) {
    return (
      <section
        aria-labelledby={headingId}
        className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3"
      >
        <div className="min-w-0">
          <h2 id={headingId} className="sr-only">
            {t.customer}
          </h2>
          <p className="truncate font-semibold">{name}</p>
          <p className="text-sm text-slate-600">{mobile}</p>
        </div>
        <Button variant="ghost" onClick={() => setIsCollapsed(false)}>
          {t.edit}
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t.customer}
      </h2>
      <AutocompleteField
        label={t.customerName}
        autoCapitalize="words"
        error={errors.name?.message}
        suggestions={suggestions}
        onSuggestionPick={chooseCustomer}
        {...register('name', { onChange: (event) => setSearchText(event.target.value) })}
      />
      <AutocompleteField
        label={t.mobileNumber}
        type="tel"
        inputMode="numeric"
        error={errors.mobile?.message}
        suggestions={suggestions}
        onSuggestionPick={chooseCustomer}
        {...tenDigitMobileInput(
          register('mobile', {
            onChange: (event) => {
              setSearchText(event.target.value);
              // Another number is another customer: the server finds or creates it from the mobile.
              setValue('customerId', '');
            },
          }),
        )}
      />
      <Button
        variant="secondary"
        disabled={name.trim() === '' || !isIndianMobile(mobile)}
        onClick={() => setIsCollapsed(true)}
      >
        {t.confirm}
      </Button>
    </section>
  );
}
