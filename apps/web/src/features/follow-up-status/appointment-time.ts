import { DEFAULT_TIME_ZONE, formatAppointment } from '@khatabill/domain';
import { locale } from '../../i18n/locale';

/**
 * A follow-up's time on the shop's clock in the language shown: `5 Mar, 4:30 pm` in English
 * (as reminders write it), `5 मार्च को शाम 4:30 बजे` in Hindi.
 */
export function formatAppointmentTime(iso: string): string {
  return formatAppointment(new Date(iso), DEFAULT_TIME_ZONE, locale.get());
}
