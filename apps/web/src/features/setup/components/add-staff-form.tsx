import type { StaffInput } from '@khatabill/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { tenDigitMobileInput } from '../../../lib/mobile-input';
import { useAddStaff, type AddedStaff } from '../api/add-staff';
import { staffMessages } from '../messages';

type StaffFormValues = { name: string; mobile: string };

const FIELDS = ['name', 'mobile'] as const;

const staffChecks = lazyResolver<StaffFormValues, StaffInput>(async () => {
  const { zodResolver, staffInput } = await import('../../../lib/form-schemas');
  return zodResolver(staffInput);
});

/**
 * Settings → Staff's "Add staff": a name and an Indian mobile, checked with the server's own
 * schema; the server's refusal (the mobile has an account, the plan has no staff) shows on
 * the form.
 */
export function AddStaffForm({ onAdded }: { onAdded: (added: AddedStaff) => void }) {
  const t = useMessages(staffMessages);
  const alert = useAlert();
  const addStaff = useAddStaff();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffFormValues, unknown, StaffInput>({
    resolver: staffChecks.resolver,
    defaultValues: { name: '', mobile: '' },
  });

  async function onAdd(input: StaffInput) {
    setRefusal(null);
    try {
      onAdded(await addStaff.mutateAsync(input));
      reset();
      alert.show('success', t.added);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      setRefusal(errorMessage(error, t.addFailed));
    }
  }

  return (
    <form
      noValidate
      aria-label={t.add}
      onFocus={staffChecks.preload}
      onSubmit={handleSubmit(onAdd)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.name}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t.mobile}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          error={errors.mobile?.message}
          {...tenDigitMobileInput(register('mobile'))}
        />
      </div>
      {refusal && (
        <p role="alert" className="text-red-700">
          {refusal}
        </p>
      )}
      <Button type="submit" variant="secondary" isLoading={isSubmitting}>
        {t.add}
      </Button>
    </form>
  );
}
