import { REMINDER_FREQUENCY_LABELS, type BillReminderDto } from '@khatabill/domain';
import { formatDay } from '../../../lib/format';

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
  if (!reminder?.enabled) return null;
  return (
    <section className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">Reminder</h3>
      <dl className="flex flex-col gap-0.5">
        {reminder.date && <ReminderLine label="Reminder Date" value={formatDay(reminder.date)} />}
        <ReminderLine label="Repeat" value={REMINDER_FREQUENCY_LABELS[reminder.frequency]} />
        <ReminderLine
          label="Next reminder"
          value={reminder.nextOn ? formatDay(reminder.nextOn) : 'None left'}
        />
        {reminder.message && <ReminderLine label="Message" value={reminder.message} />}
      </dl>
    </section>
  );
}
