import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useMessages } from '../../i18n/use-messages';
import { homeLabelFor, homePathFor } from '../../lib/home-path';
import { homeMessages } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { LandingView } from './components/landing-view';
import { landingMessages } from './messages';

/** `/` drawn by the app: from its own links (the brand in the bar) and offline. */
export default function LandingPage() {
  const session = useSession();
  const t = useMessages(landingMessages);
  const home = useMessages(homeMessages);
  return (
    <LandingView
      action={
        session ? (
          <Link to={homePathFor(session.user)} className={buttonClasses('primary')}>
            {home[homeLabelFor(session.user?.role)]}
          </Link>
        ) : (
          <Link to="/auth" className={buttonClasses('primary')}>
            {t.startFree}
          </Link>
        )
      }
    />
  );
}
