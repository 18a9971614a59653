import { PageTitle } from '../../components/ui/page-title';

export default function ProductsPage() {
  return (
    <>
      <PageTitle>Product Manager</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
