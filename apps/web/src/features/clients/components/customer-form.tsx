import { LIMITS, type CustomerDto, type CustomerUpdateInput } from '@khatabill/domain';
import { useForm, useWatch } from 'react-hook-form';
import { MoneyFormField } from '../../../components/money-form-field';
import { useAlert } from '../../../components/ui/alert-provider';
import { SaveActions } from '../../../components/ui/save-actions';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { tenDigitMobileInput } from '../../../lib/mobile-input';
import { useCreateCustomer } from '../api/create-customer';
import { useUpdateCustomer } from '../api/update-customer';
import {
  customerFormResolver,
  toCustomerFormValues,
  type CustomerFormValues,
} from '../customer-form-values';
import { customerFormMessages } from '../messages';
import { LedgerTypeChoice } from './ledger-type-choice';

/** The form's inputs, by the request path the server names in its field messages. */
const FIELDS = ['name', 'mobile', 'payment.type', 'payment.amount', 'payment.note'] as const;

type CustomerFormProps = {
  /** The customer being edited, or null to add a new one. */
  customer: CustomerDto | null;
  /** Called after a save and on Cancel, so the page leaves edit mode. */
  onDone: () => void;
};

/**
 * Name and 10-digit mobile; when editing also a manual khata entry (amount, You Received /
 * You Paid, note). The domain schema checks every field and gives the messages.
 */
export function CustomerForm({ customer, onDone }: CustomerFormProps) {
  const t = useMessages(customerFormMessages);
  const alert = useAlert();
  const createMutation = useCreateCustomer();
  const updateMutation = useUpdateCustomer();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CustomerFormValues, unknown, CustomerUpdateInput>({
    resolver: customerFormResolver,
    defaultValues: toCustomerFormValues(customer),
  });
  const amount = useWatch({ control, name: 'payment.amount' });

  async function onSave(input: CustomerUpdateInput) {
    try {
      if (customer) {
        await updateMutation.mutateAsync({ id: customer._id, input });
        alert.show('success', t.updated);
      } else {
        await createMutation.mutateAsync({ name: input.name, mobile: input.mobile });
        alert.show('success', t.added);
      }
      reset(toCustomerFormValues(null));
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      // The one conflict here is a mobile that another customer already has.
      if (error instanceof ApiError && error.status === 409) {
        setError('mobile', { type: 'server', message: error.message });
      }
      alert.show('error', errorMessage(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSave)}
      aria-label={customer ? t.editCustomer : t.addCustomer}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.name}
          autoComplete="off"
          maxLength={LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t.mobile}
          type="tel"
          inputMode="numeric"
          // A number without its country code, so autofill offers it as 10 digits.
          autoComplete="tel-national"
          hint={t.mobileHint}
          error={errors.mobile?.message}
          {...tenDigitMobileInput(register('mobile'))}
        />
      </div>
      {customer && (
        <div className="grid gap-3 sm:grid-cols-2">
          <MoneyFormField control={control} name="payment.amount" label={t.amount} />
          <LedgerTypeChoice
            amount={amount}
            error={errors.payment?.type?.message}
            {...register('payment.type')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={t.note}
              autoComplete="off"
              maxLength={LIMITS.paymentNote}
              error={errors.payment?.note?.message}
              {...register('payment.note')}
            />
          </div>
        </div>
      )}
      <SaveActions
        saveLabel={customer ? t.saveChanges : t.addCustomerButton}
        isSaving={isSubmitting}
        onCancel={customer ? onDone : undefined}
      />
    </form>
  );
}
