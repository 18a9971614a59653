import { toShopDay, type CalendarDay } from '@khatabill/domain';
import { formatDay } from '../../lib/format';
import { dealMessages } from './messages';

/**
 * `Ends today` or `Ends 30 Nov 2026`: the deal's last shop-local day, in the language shown
 * (read in a render, which a language change repeats).
 */
export function dealEndLabel(endsOn: CalendarDay, now: Date = new Date()): string {
  const t = dealMessages.get();
  return endsOn === toShopDay(now) ? t.endsToday : t.endsOn({ day: formatDay(endsOn) });
}
