import type { Capabilities } from '@khatabill/domain';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { LockIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { planMessages } from '../i18n/domain-messages';
import { useMessages } from '../i18n/use-messages';
import { canUse } from '../lib/plan-access';
import { useSession } from '../lib/session';
import { planGateMessages } from './messages';

/**
 * Screens an expired starter plan may not open. The navigation already refuses them;
 * this catches a typed or bookmarked address and explains instead of showing the screen.
 */
export function PlanGate({ requires }: { requires: keyof Capabilities }) {
  const session = useSession();
  const t = useMessages(planGateMessages);
  const plans = useMessages(planMessages);
  if (canUse(session?.user ?? null, requires)) return <Outlet />;
  return (
    <section className="flex flex-col items-start gap-4 py-8">
      <LockIcon className="size-10 text-amber-600" />
      <PageTitle>{plans.upgradeToAccess}</PageTitle>
      <p>{t.notIncluded}</p>
      <Link to="/setup" className={buttonClasses('secondary')}>
        {t.openSettings}
      </Link>
    </section>
  );
}
