import { Link } from 'react-router';
import { PageFrame } from '../../components/ui/page-frame';
import { useMessages } from '../../i18n/use-messages';
import { FollowupForm } from './components/follow-up-form';
import { followUpPageMessages } from './messages';

/** `/follow-up`: book a follow-up or an appointment for a customer (product §2). */
export default function FollowUpPage() {
  const t = useMessages(followUpPageMessages);
  return (
    <PageFrame title={t.title}>
      <FollowupForm />
      <Link to="/follow-up-status" className="self-start font-medium text-brand-700 underline">
        {t.seeAll}
      </Link>
    </PageFrame>
  );
}
