import {
  LIMITS,
  MESSAGES,
  REMIND_BEFORE_OPTIONS,
  formatRupeeNumber,
  type FollowupInput,
} from '@khatabill/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { PlanLimitDialog } from '../../../components/plan-limit-dialog';
import { ScheduleTimeField } from '../../../components/schedule-time-field';
import { useAlert } from '../../../components/ui/alert-provider';
import { SaveActions } from '../../../components/ui/save-actions';
import { Select } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { remindBeforeMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { useMinimalProducts } from '../../../lib/requests/get-minimal-products';
import { useNow } from '../../../lib/use-now';
import { useCreateFollowup } from '../api/create-followup';
import {
  EMPTY_FOLLOWUP,
  followupResolver,
  reminderHintOf,
  type FollowupFormValues,
} from '../follow-up-form-values';
import { followUpFormMessages } from '../messages';
import { CustomerPicker } from './customer-picker';

const FIELDS = ['customerId', 'productId', 'scheduledAt', 'remindBefore', 'notes'] as const;
// The hint counts minutes: read the clock again each half minute.
const HINT_REFRESH_MS = 30_000;

/** New Follow-Up / Booking (product §2, §5): who, which service, when, and when to remind. */
export function FollowupForm() {
  const t = useMessages(followUpFormMessages);
  const remindBeforeLabels = useMessages(remindBeforeMessages);
  const alert = useAlert();
  const createMutation = useCreateFollowup();
  const products = useMinimalProducts();
  const now = useNow(HINT_REFRESH_MS);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FollowupFormValues, unknown, FollowupInput>({
    resolver: followupResolver,
    defaultValues: EMPTY_FOLLOWUP,
  });
  const [scheduledAt, remindBefore] = useWatch({ control, name: ['scheduledAt', 'remindBefore'] });
  const hint = reminderHintOf({ scheduledAt, remindBefore }, now, t);

  async function onSave(input: FollowupInput) {
    try {
      await createMutation.mutateAsync(input);
      alert.show('success', t.saved);
      reset(EMPTY_FOLLOWUP);
    } catch (error) {
      // The month's follow-ups are used up: the server's words, in the Plan Limit dialog.
      if (error instanceof ApiError && error.status === 402) {
        setLimitMessage(error.message);
        return;
      }
      applyServerFieldErrors(error, FIELDS, setError);
      alert.show('error', errorMessage(error));
    }
  }

  // Product §5: a time already past is also announced, not only written under the field.
  function onInvalid(invalid: FieldErrors<FollowupFormValues>) {
    if (invalid.scheduledAt?.message === MESSAGES.futureTime) {
      alert.show('error', t.futureTime);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSave, onInvalid)}
      aria-label={t.label}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <Controller
        control={control}
        name="customerId"
        render={({ field, fieldState }) => (
          <CustomerPicker
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Select
        label={t.service}
        error={errors.productId?.message}
        hint={products.data?.length === 0 ? t.addServicesFirst : undefined}
        {...register('productId')}
      >
        <option value="">{products.isPending ? t.loadingProducts : t.selectService}</option>
        {products.data?.map((product) => (
          <option key={product._id} value={product._id}>
            {product.name} · {formatRupeeNumber(product.price)}
          </option>
        ))}
      </Select>
      <div className="grid gap-4 sm:grid-cols-2">
        <ScheduleTimeField
          label={t.scheduleTime}
          hint={hint ?? undefined}
          error={errors.scheduledAt?.message}
          {...register('scheduledAt')}
        />
        <Select
          label={t.remindBefore}
          error={errors.remindBefore?.message}
          {...register('remindBefore')}
        >
          <option value="">{t.select}</option>
          {REMIND_BEFORE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {remindBeforeLabels[option.value]}
            </option>
          ))}
        </Select>
      </div>
      <TextArea
        label={t.notes}
        maxLength={LIMITS.followupNote}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <SaveActions saveLabel={t.save} isSaving={isSubmitting} />
      <PlanLimitDialog message={limitMessage} onClose={() => setLimitMessage(null)}>
        {t.upgrade}
      </PlanLimitDialog>
    </form>
  );
}
