import { PRODUCT_NAME } from '@khatabill/domain';
import { Navigate } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useMessages } from '../../i18n/use-messages';
import { useSession } from '../../lib/session';
import { OnboardingWizard } from './components/onboarding-wizard';
import { welcomeMessages } from './messages';

/** `/welcome`: public in the spec, but saving the setup needs a session, so log in first. */
export default function WelcomePage() {
  const session = useSession();
  const t = useMessages(welcomeMessages);
  if (!session) return <Navigate to="/auth" replace />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col">
      <PageTitle>{t.title({ product: PRODUCT_NAME })}</PageTitle>
      <p className="mb-6 text-slate-700">{t.intro}</p>
      <OnboardingWizard settings={session.user?.settings} />
    </div>
  );
}
