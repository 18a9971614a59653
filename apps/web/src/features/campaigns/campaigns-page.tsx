import { PageTitle } from '../../components/ui/page-title';

export default function CampaignsPage() {
  return (
    <>
      <PageTitle>Deal</PageTitle>
      <p>This screen is being built.</p>
    </>
  );
}
