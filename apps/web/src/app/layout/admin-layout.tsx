import { PRODUCT_NAME } from '@khatabill/domain';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../lib/logout';
import { BarLayout, BRAND_CLASSES } from './bar-layout';
import { PageOutlet } from './page-outlet';

/** Admins have one screen, so a bar with the product name and Logout is all they need. */
export function AdminLayout() {
  const logout = useLogout();
  return (
    <BarLayout
      brand={<span className={BRAND_CLASSES}>{PRODUCT_NAME} Admin</span>}
      action={
        <Button variant="ghost" onClick={logout}>
          Logout
        </Button>
      }
    >
      <PageOutlet />
    </BarLayout>
  );
}
