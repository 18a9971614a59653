import { PRODUCT_NAME } from '@khatabill/domain';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { homePathFor, OPEN_APP_LABEL } from '../../lib/home-path';
import { useSession } from '../../lib/session';
import { BarLayout, BRAND_CLASSES } from './bar-layout';
import { PageOutlet } from './page-outlet';

/** Landing, login, onboarding, deals and receipts: the product name and a way in. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <BarLayout
      brand={
        <Link to="/" className={BRAND_CLASSES}>
          {PRODUCT_NAME}
        </Link>
      }
      action={
        session ? (
          <Link to={homePathFor(session.user)} className={buttonClasses('ghost')}>
            {OPEN_APP_LABEL}
          </Link>
        ) : (
          pathname !== '/auth' && (
            <Link to="/auth" className={buttonClasses('ghost')}>
              Login
            </Link>
          )
        )
      }
    >
      <PageOutlet />
    </BarLayout>
  );
}
