import { PRODUCT_NAME } from '@khatabill/domain';
import { Navigate } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useSession } from '../../lib/session';
import { OnboardingWizard } from './components/onboarding-wizard';

/** `/welcome`: public in the spec, but saving the setup needs a session, so log in first. */
export default function WelcomePage() {
  const session = useSession();
  if (!session) return <Navigate to="/auth" replace />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col">
      <PageTitle>Welcome to {PRODUCT_NAME}</PageTitle>
      <p className="mb-6 text-slate-700">
        Tell us how you bill, and your bills will carry the fields your business needs.
      </p>
      <OnboardingWizard settings={session.user?.settings} />
    </div>
  );
}
