import { PageTitle } from '../../components/ui/page-title';

export default function ClientsPage() {
  return (
    <>
      <PageTitle>Customer Manager</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
