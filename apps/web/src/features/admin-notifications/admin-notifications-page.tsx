import { PageTitle } from '../../components/ui/page-title';

export default function AdminNotificationsPage() {
  return (
    <>
      <PageTitle>Pending Notifications</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
