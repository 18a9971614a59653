import { PageTitle } from '../../components/ui/page-title';

export default function YourBillPage() {
  return (
    <>
      <PageTitle>Your Bill</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
