import { PRODUCT_NAME } from '@khatabill/domain';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { homePathFor } from '../../lib/home-path';
import { useSession } from '../../lib/session';
import { PageOutlet } from './page-outlet';

/** Landing, login, onboarding, deals and receipts: the product name and a way in. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4">
          <Link to="/" className="text-lg font-bold text-brand-700">
            {PRODUCT_NAME}
          </Link>
          {session ? (
            <Link to={homePathFor(session.user)} className={buttonClasses('ghost')}>
              Open app
            </Link>
          ) : (
            pathname !== '/auth' && (
              <Link to="/auth" className={buttonClasses('ghost')}>
                Login
              </Link>
            )
          )}
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <PageOutlet />
      </main>
    </div>
  );
}
