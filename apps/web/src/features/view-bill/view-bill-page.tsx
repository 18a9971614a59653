import { PageTitle } from '../../components/ui/page-title';

export default function ViewBillPage() {
  return (
    <>
      <PageTitle>Bill</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
