import { PLAN_MESSAGES } from '@khatabill/domain';
import { NavLink } from 'react-router';
import { useAlert } from '../../components/ui/alert-provider';
import { LockIcon } from '../../components/ui/icons';
import { canUse } from '../../lib/plan-access';
import { useSession } from '../../lib/session';
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
  if (item.requires && !canUse(session?.user ?? null, item.requires)) {
    return (
      <button
        type="button"
        aria-label={`${item.label} (upgrade required)`}
        onClick={() => alert.show('warning', PLAN_MESSAGES.upgradeToAccess)}
        className={`${className} text-slate-500`}
      >
        {item.label}
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
      {item.label}
    </NavLink>
  );
}
