import { PRODUCT_NAME } from '@khatabill/domain';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/ui/icons';
import { useMessages } from '../../i18n/use-messages';
import { useSession } from '../../lib/session';
import { navMessages } from '../messages';
import { MAIN_NAV } from './nav-items';
import { NavEntry } from './nav-entry';

const ITEM_CLASSES =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100';

/**
 * The shop's name on every screen; on wide screens also the main links and More. It stays
 * in view only there: on a phone the bottom bar navigates, and the form needs the height.
 */
export function TopNav({ onOpenMore }: { onOpenMore: () => void }) {
  const session = useSession();
  const t = useMessages(navMessages);
  return (
    <header className="z-30 border-b border-slate-200 bg-white md:sticky md:top-0">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-4 px-4">
        <Link to="/create-bill" className="min-w-0 truncate text-lg font-bold text-brand-700">
          {session?.user?.shopName || PRODUCT_NAME}
        </Link>
        <nav aria-label={t.main} className="ml-auto hidden items-center gap-1 md:flex">
          {MAIN_NAV.map((item) => (
            <NavEntry
              key={item.to}
              item={item}
              className={ITEM_CLASSES}
              activeClassName="bg-brand-50 text-brand-800"
            />
          ))}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onOpenMore}
            className={ITEM_CLASSES}
          >
            {t.more}
            <MenuIcon className="size-4" />
          </button>
        </nav>
      </div>
    </header>
  );
}
