import { DEFAULT_TIME_ZONE, formatAppointment } from '@khatabill/domain';
import { locale } from '../../i18n/locale';
import { dateFormatInLanguage } from '../../lib/format';

const appointmentFormat = dateFormatInLanguage({
  timeZone: DEFAULT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * A follow-up's time on the shop's clock in the language shown: the domain's `5 Mar, 4:30 pm`
 * in English (as reminders write it), `5 मार्च को 4:30 pm बजे` in Hindi.
 */
export function formatAppointmentTime(iso: string): string {
  const instant = new Date(iso);
  return locale.get() === 'hi' ? appointmentFormat().format(instant) : formatAppointment(instant);
}
