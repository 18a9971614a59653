import {
  FOLLOWUP_TIME_STEP_MINUTES,
  fromShopDateTime,
  roundUpToMinutes,
  toShopDateTime,
  type ShopDateTime,
} from '@khatabill/domain';

/** The follow-up time picker's step, in seconds (product §9: 15 minutes). */
export const SCHEDULE_STEP_SECONDS = FOLLOWUP_TIME_STEP_MINUTES * 60;

/** The earliest time the picker offers: now rounded up to the next 15 minutes. */
export function earliestScheduleTime(now: Date): ShopDateTime {
  return toShopDateTime(roundUpToMinutes(now, FOLLOWUP_TIME_STEP_MINUTES));
}

/**
 * The ISO instant a picked shop-local time names, as the API takes it; '' when nothing
 * (or nothing readable) was picked, which the domain schema answers "Please select a time".
 */
export function toScheduledAt(value: ShopDateTime): string {
  return fromShopDateTime(value)?.toISOString() ?? '';
}
