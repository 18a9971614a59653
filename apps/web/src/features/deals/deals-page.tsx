import { PageTitle } from '../../components/ui/page-title';

export default function DealsPage() {
  return (
    <>
      <PageTitle>Deals</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
