import { LIMITS, REMINDER_FREQUENCIES, toShopDay } from '@khatabill/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { planMessages, reminderFrequencyMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFormValues } from '../bill-form-values';
import { reminderMessages } from '../messages';

/** The optional follow-up reminder for this bill, when the plan includes reminders. */
export function ReminderBlock({ isAvailable }: { isAvailable: boolean }) {
  const t = useMessages(reminderMessages);
  const plans = useMessages(planMessages);
  const frequencies = useMessages(reminderFrequencyMessages);
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BillFormValues>();
  const isEnabled = useWatch({ control, name: 'reminder.enabled' });

  if (!isAvailable) {
    return (
      <p className="rounded-lg bg-slate-100 p-3 text-slate-700">{plans.reminderUnavailable}</p>
    );
  }

  return (
    <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <Checkbox label={t.setReminder} {...register('reminder.enabled')} />
      {isEnabled && (
        <>
          <TextField
            label={t.date}
            type="date"
            // The picker starts at today in the shop's zone; earlier dates would never fire.
            min={toShopDay(new Date())}
            error={errors.reminder?.date?.message}
            {...register('reminder.date')}
          />
          <TextArea
            label={t.message}
            maxLength={LIMITS.reminderMessage}
            error={errors.reminder?.message?.message}
            {...register('reminder.message')}
          />
          <Select
            label={t.repeat}
            error={errors.reminder?.frequency?.message}
            {...register('reminder.frequency')}
          >
            {REMINDER_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequencies[frequency]}
              </option>
            ))}
          </Select>
          <p className="text-sm text-slate-600">{t.repeatNote}</p>
        </>
      )}
    </section>
  );
}
