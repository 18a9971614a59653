import { PageTitle } from '../../components/ui/page-title';

export default function CreateBillPage() {
  return (
    <>
      <PageTitle>Create Bill</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
