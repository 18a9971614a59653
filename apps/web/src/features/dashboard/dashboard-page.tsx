import { PageTitle } from '../../components/ui/page-title';

export default function DashboardPage() {
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
