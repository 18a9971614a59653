import { NavLink } from 'react-router';
import { useAlert } from '../../components/ui/alert-provider';
import { LockIcon } from '../../components/ui/icons';
import { planMessages } from '../../i18n/domain-messages';
import { useMessages } from '../../i18n/use-messages';
import { canUse } from '../../lib/plan-access';
import { useSession } from '../../lib/session';
import { navItemMessages, navMessages } from '../messages';
import type { NavItem } from './nav-items';

type NavEntryProps = {
  item: NavItem;
  className: string;
  activeClassName: string;
  onNavigate?: () => void;
};

/** A navigation link, or for a screen the plan does not include, a locked item that explains. */
export function NavEntry({ item, className, activeClassName, onNavigate }: NavEntryProps) {
  const session = useSession();
  const alert = useAlert();
  const t = useMessages(navMessages);
  const plans = useMessages(planMessages);
  const label = useMessages(navItemMessages)[item.label];
  if (item.requires && !canUse(session?.user ?? null, item.requires)) {
    return (
      <button
        type="button"
        aria-label={t.upgradeRequired({ label })}
        onClick={() => alert.show('warning', plans.upgradeToAccess)}
        className={`${className} text-slate-500`}
      >
        {label}
        <LockIcon className="size-4" />
      </button>
    );
  }
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) => `${className} ${isActive ? activeClassName : ''}`}
    >
      {label}
    </NavLink>
  );
}
