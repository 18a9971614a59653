import { PageTitle } from '../../components/ui/page-title';

export default function FollowUpStatusPage() {
  return (
    <>
      <PageTitle>Follow-Up Status</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
