import { hasFeature, type UserDto } from '@khatabill/domain';
import { lazy, Suspense } from 'react';
import { Collapsible } from '../../../components/ui/collapsible';
import { LockIcon } from '../../../components/ui/icons';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { planMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { userEntitlements } from '../../../lib/plan-access';
import { staffMessages } from '../messages';

// The members and their forms load at the section's first opening, not with Settings.
const StaffManager = lazy(() =>
  import('./staff-manager').then(({ StaffManager }) => ({ default: StaffManager })),
);

/**
 * Settings → Staff (product §17): who may sign in to the shop, adding a member with an invite
 * link to send, a new link, and removing. A plan without staff shows the upgrade instead.
 */
export function StaffSection({ user }: { user: UserDto }) {
  const t = useMessages(staffMessages);
  const plans = useMessages(planMessages);
  const allowed = hasFeature(userEntitlements(user), 'staff');
  return (
    <Collapsible title={t.title} lazy>
      {allowed ? (
        <Suspense fallback={<LoadingStatus text={t.loading} />}>
          <StaffManager shopName={user.shopName} />
        </Suspense>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <LockIcon className="size-8 text-amber-600" />
          <p className="font-semibold">{plans.upgradeToAccess}</p>
          <p className="text-slate-600">{t.upgrade}</p>
        </div>
      )}
    </Collapsible>
  );
}
