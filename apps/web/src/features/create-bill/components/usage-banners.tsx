import { billsLeft, DEFAULT_TIME_ZONE, isLowQuota, type Usage } from '@khatabill/domain';
import { planMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { dateFormatInLanguage } from '../../../lib/format';
import { isBillingLimitReached } from '../bill-usage';
import { billFormMessages } from '../messages';

const resetDateFormat = dateFormatInLanguage({
  timeZone: DEFAULT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Product §2: the limit-reached banner, or the low-quota one with the reset date. */
export function UsageBanners({ usage }: { usage: Usage }) {
  const plans = useMessages(planMessages);
  const t = useMessages(billFormMessages);
  if (isBillingLimitReached(usage)) {
    return (
      <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
        {plans.billingLimitBanner}
      </p>
    );
  }
  if (!isLowQuota(usage)) return null;
  const resetsOn = resetDateFormat().format(new Date(usage.bills.resetsOn));
  return (
    <p
      role="status"
      className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-900"
    >
      {t.resetsOn({ quota: plans.lowQuota({ count: billsLeft(usage) ?? 0 }), date: resetsOn })}
    </p>
  );
}
