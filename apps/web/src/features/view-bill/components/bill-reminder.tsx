import { REMINDER_FREQUENCY_LABELS, type BillReminderDto } from '@khatabill/domain';
import { useMessages } from '../../../i18n/use-messages';
import { formatDay } from '../../../lib/format';
import { viewBillMessages } from '../messages';

function ReminderLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right break-words whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** The bill's reminder: the owner's date and repeat, and the day the next one goes out. */
export function BillReminder({ reminder }: { reminder: BillReminderDto | null }) {
  const t = useMessages(viewBillMessages);
  if (!reminder?.enabled) return null;
  return (
    <section className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">{t.reminder}</h3>
      <dl className="flex flex-col gap-0.5">
        {reminder.date && <ReminderLine label={t.reminderDate} value={formatDay(reminder.date)} />}
        <ReminderLine label={t.repeat} value={REMINDER_FREQUENCY_LABELS[reminder.frequency]} />
        <ReminderLine
          label={t.nextReminder}
          value={reminder.nextOn ? formatDay(reminder.nextOn) : t.noneLeft}
        />
        {reminder.message && <ReminderLine label={t.message} value={reminder.message} />}
      </dl>
    </section>
  );
}
