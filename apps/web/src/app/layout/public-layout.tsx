import { PRODUCT_NAME } from '@khatabill/domain';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useMessages } from '../../i18n/use-messages';
import { homePathFor } from '../../lib/home-path';
import { homeMessages } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { layoutMessages } from '../messages';
import { BarLayout, BRAND_CLASSES } from './bar-layout';
import { PageOutlet } from './page-outlet';

/** Landing, login, onboarding, deals and receipts: the product name and a way in. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const t = useMessages(layoutMessages);
  const home = useMessages(homeMessages);
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
            {home.openApp}
          </Link>
        ) : (
          pathname !== '/auth' && (
            <Link to="/auth" className={buttonClasses('ghost')}>
              {t.login}
            </Link>
          )
        )
      }
    >
      <PageOutlet />
    </BarLayout>
  );
}
