import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { BookIcon, DashboardIcon, MenuIcon, PlusIcon } from '../../components/ui/icons';
import { useMessages } from '../../i18n/use-messages';
import { navItemMessages, navMessages } from '../messages';
import { MAIN_NAV } from './nav-items';

const ICONS: Record<(typeof MAIN_NAV)[number]['to'], ReactNode> = {
  '/dashboard': <DashboardIcon />,
  '/create-bill': <PlusIcon />,
  '/bill-book': <BookIcon />,
};

const ITEM_CLASSES =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium';

/**
 * Phones (< 768 px): the three main screens and More within thumb reach. Hidden while
 * typing, and back only 300 ms after: the tap that ends typing (on a button where the
 * bar would be) lands before the bar returns under the finger.
 */
export function BottomBar({ onOpenMore }: { onOpenMore: () => void }) {
  const t = useMessages(navMessages);
  const labels = useMessages(navItemMessages);
  return (
    <nav
      aria-label={t.main}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] transition-[visibility] delay-300 duration-0 typing:invisible typing:delay-0 md:hidden"
    >
      <div className="grid grid-cols-4">
        {MAIN_NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) =>
              `${ITEM_CLASSES} ${isActive ? 'text-brand-700' : 'text-slate-600'}`
            }
          >
            {ICONS[item.to]}
            {labels[item.label]}
          </NavLink>
        ))}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onOpenMore}
          className={`${ITEM_CLASSES} text-slate-600`}
        >
          <MenuIcon />
          {t.more}
        </button>
      </div>
    </nav>
  );
}
