import { PRODUCT_NAME } from '@khatabill/domain';
import { PageTitle } from '../../components/ui/page-title';
import { useMessages } from '../../i18n/use-messages';
import { useSession } from '../../lib/session';
import { OnboardingWizard } from './components/onboarding-wizard';
import { VisitorWelcome } from './components/visitor-welcome';
import { welcomeMessages } from './messages';

/**
 * `/welcome`, public: a signed-in shop sets up its business here; a visitor sees what the
 * setup asks and how to start, as saving it needs an account.
 */
export default function WelcomePage() {
  const session = useSession();
  const t = useMessages(welcomeMessages);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col">
      <PageTitle>{t.title({ product: PRODUCT_NAME })}</PageTitle>
      <p className="mb-6 text-slate-700">{t.intro}</p>
      {session ? <OnboardingWizard settings={session.user?.settings} /> : <VisitorWelcome />}
    </div>
  );
}
