import { lazy, Suspense, useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useMessages } from '../../i18n/use-messages';
import { useLogout } from '../../lib/logout';
import { isOwner, mayOpen } from '../../lib/member-access';
import { useSession } from '../../lib/session';
import { useShopGst } from '../../lib/shop-gst';
import { layoutMessages, navMessages } from '../messages';
import { MORE_NAV } from './nav-items';
import { NavEntry } from './nav-entry';

// Shown only in the open drawer: the switch, and saving the shop's language, load once the
// layout has shown (the closed drawer is drawn with it), not with it.
const loadLanguageSwitch = () => import('../../i18n/shop-language-switch');
const ShopLanguageSwitch = lazy(() =>
  loadLanguageSwitch().then(({ ShopLanguageSwitch }) => ({ default: ShopLanguageSwitch })),
);

type MoreDrawerProps = { open: boolean; onClose: () => void };

/** The More items in a side drawer: a modal dialog, so focus stays inside and Escape closes it. */
export function MoreDrawer({ open, onClose }: MoreDrawerProps) {
  const t = useMessages(navMessages);
  const layout = useMessages(layoutMessages);
  const logout = useLogout();
  const gst = useShopGst();
  const user = useSession()?.user;
  // Staff see only the screens they may open (product §17).
  const items = MORE_NAV.filter(
    (item) => (!item.forRegularGst || gst?.registration === 'regular') && mayOpen(user, item.to),
  );
  useEffect(() => void loadLanguageSwitch().catch(() => undefined), []);
  return (
    <Dialog open={open} onClose={onClose} title={t.more} placement="side">
      <nav aria-label={t.more}>
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavEntry
                item={item}
                className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100"
                activeClassName="bg-brand-50 text-brand-800"
                onNavigate={onClose}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4">
        <Suspense fallback={null}>
          <ShopLanguageSwitch />
        </Suspense>
      </div>
      {/* The owner logs out in Settings, which staff do not open. */}
      {!isOwner(user) && (
        <Button variant="ghost" onClick={logout} className="mt-4">
          {layout.logout}
        </Button>
      )}
      <Button variant="secondary" onClick={onClose} className="mt-auto">
        {t.closeMenu}
      </Button>
    </Dialog>
  );
}
