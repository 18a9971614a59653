import { Link } from 'react-router';
import { PageFrame } from '../../components/ui/page-frame';
import { FollowupForm } from './components/follow-up-form';

/** `/follow-up`: book a follow-up or an appointment for a customer (spec §2). */
export default function FollowUpPage() {
  return (
    <PageFrame title="New Follow-Up / Booking">
      <FollowupForm />
      <Link to="/follow-up-status" className="self-start font-medium text-brand-700 underline">
        See all follow-ups
      </Link>
    </PageFrame>
  );
}
