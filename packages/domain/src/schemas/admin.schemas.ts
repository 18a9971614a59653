import { z } from 'zod/mini';
import { isCalendarDay, startOfShopDay } from '../dates/shop-time';
import { PLANS } from '../plans/plans';
import { isoInstant } from './fields';
import { MESSAGES } from './messages';

/**
 * An ISO instant, or a day (`YYYY-MM-DD`, meaning the start of that day in India);
 * null clears the date, absent leaves it unchanged.
 */
const instantOrDay = z.nullish(
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => isCalendarDay(value) || isoInstant.safeParse(value).success,
        MESSAGES.invalidDate,
      ),
    ),
    z.transform((value) => (isCalendarDay(value) ? startOfShopDay(value) : new Date(value))),
  ),
);

/** `PATCH /admin/shops/{id}/plan`. */
export const adminPlanInput = z.object({
  plan: z.enum(PLANS, { error: MESSAGES.selectPlan }),
  planExpiresAt: instantOrDay,
  trialEndsAt: instantOrDay,
});
export type AdminPlanInput = z.infer<typeof adminPlanInput>;
