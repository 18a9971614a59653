import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { PLAN_REFRESH_MS, useCurrentUserRefresh, USAGE_REFRESH_MS } from '../../lib/current-user';
import { BottomBar } from './bottom-bar';
import { MoreDrawer } from './more-drawer';
import { PageOutlet } from './page-outlet';
import { TopNav } from './top-nav';

// The outbox draws nothing until a bill kept offline is saved: it loads as soon as the layout
// shows, not before the screen can draw, and with it Create Bill's save texts (ADR 014).
const PendingSavesOutbox = lazy(() =>
  import('../../features/create-bill/components/pending-saves-outbox').then(
    ({ PendingSavesOutbox }) => ({ default: PendingSavesOutbox }),
  ),
);

/** Create Bill shows the month's usage; the other screens only what the plan allows. */
const SHOWS_USAGE = '/create-bill';

/**
 * The signed-in shop's frame: top navigation, the screen, and on phones the bottom bar;
 * bills saved offline are sent from here whichever screen is open, and the shop's plan and
 * usage kept current. Loaded with the first signed-in screen, not with the app's entry (ADR 014).
 */
export function ShopLayout() {
  const { pathname } = useLocation();
  useCurrentUserRefresh(pathname === SHOWS_USAGE ? USAGE_REFRESH_MS : PLAN_REFRESH_MS);
  // The drawer belongs to the page it was opened on, so any navigation (a link in it,
  // or the back button) closes it without an effect.
  const [moreOpenOn, setMoreOpenOn] = useState<string | null>(null);
  const openMore = () => setMoreOpenOn(pathname);
  return (
    <div className="min-h-dvh">
      <TopNav onOpenMore={openMore} />
      <main className="mx-auto w-full max-w-5xl px-4 pt-4 pb-24 md:pb-8">
        <PageOutlet />
      </main>
      <BottomBar onOpenMore={openMore} />
      <MoreDrawer open={moreOpenOn === pathname} onClose={() => setMoreOpenOn(null)} />
      <Suspense fallback={null}>
        <PendingSavesOutbox />
      </Suspense>
    </div>
  );
}
