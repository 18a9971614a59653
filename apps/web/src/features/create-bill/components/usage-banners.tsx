import {
  billsLeft,
  DEFAULT_TIME_ZONE,
  isLowQuota,
  PLAN_MESSAGES,
  type Usage,
} from '@khatabill/domain';
import { isBillingLimitReached } from '../bill-usage';

const resetDateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: DEFAULT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Spec §2: the limit-reached banner, or the low-quota one with the reset date. */
export function UsageBanners({ usage }: { usage: Usage }) {
  if (isBillingLimitReached(usage)) {
    return (
      <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
        {PLAN_MESSAGES.billingLimitBanner}
      </p>
    );
  }
  if (!isLowQuota(usage)) return null;
  const resetsOn = resetDateFormat.format(new Date(usage.bills.resetsOn));
  return (
    <p
      role="status"
      className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-900"
    >
      {PLAN_MESSAGES.lowQuota(billsLeft(usage) ?? 0)}. Resets on {resetsOn}.
    </p>
  );
}
