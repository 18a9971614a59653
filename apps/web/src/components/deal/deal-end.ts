import { toShopDay, type CalendarDay } from '@khatabill/domain';
import { formatDay } from '../../lib/format';

/** `Ends today` or `Ends 30 Nov 2026`: the deal's last shop-local day. */
export function dealEndLabel(endsOn: CalendarDay, now: Date = new Date()): string {
  return endsOn === toShopDay(now) ? 'Ends today' : `Ends ${formatDay(endsOn)}`;
}
