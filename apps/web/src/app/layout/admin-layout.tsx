import { PRODUCT_NAME } from '@khatabill/domain';
import { Button } from '../../components/ui/button';
import { useMessages } from '../../i18n/use-messages';
import { useLogout } from '../../lib/logout';
import { layoutMessages } from '../messages';
import { BarLayout, BRAND_CLASSES } from './bar-layout';
import { PageOutlet } from './page-outlet';

/** Admins have one screen, so a bar with the product name and Logout is all they need. */
export function AdminLayout() {
  const logout = useLogout();
  const t = useMessages(layoutMessages);
  return (
    <BarLayout
      brand={<span className={BRAND_CLASSES}>{t.admin({ product: PRODUCT_NAME })}</span>}
      action={
        <Button variant="ghost" onClick={logout}>
          {t.logout}
        </Button>
      }
    >
      <PageOutlet />
    </BarLayout>
  );
}
