import { PageTitle } from '../../components/ui/page-title';

export default function BillBookPage() {
  return (
    <>
      <PageTitle>All Bills</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
