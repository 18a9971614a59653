import { PageTitle } from '../../components/ui/page-title';

export default function FollowUpPage() {
  return (
    <>
      <PageTitle>New Follow-Up / Booking</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
