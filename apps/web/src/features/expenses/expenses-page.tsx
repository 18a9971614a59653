import { PageTitle } from '../../components/ui/page-title';

export default function ExpensesPage() {
  return (
    <>
      <PageTitle>Expenses</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
