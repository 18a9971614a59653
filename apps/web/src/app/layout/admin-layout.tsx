import { PRODUCT_NAME } from '@khatabill/domain';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../lib/logout';
import { PageOutlet } from './page-outlet';

/** Admins have one screen, so a bar with the product name and Logout is all they need. */
export function AdminLayout() {
  const logout = useLogout();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4">
          <span className="text-lg font-bold text-brand-700">{PRODUCT_NAME} Admin</span>
          <Button variant="ghost" onClick={logout}>
            Logout
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <PageOutlet />
      </main>
    </div>
  );
}
