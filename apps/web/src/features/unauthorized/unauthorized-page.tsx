import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';

export default function UnauthorizedPage() {
  return (
    <section className="flex flex-col items-start gap-4 py-8">
      <PageTitle>Access Denied</PageTitle>
      <p>You do not have permission to view this page.</p>
      <Link to="/" className={buttonClasses('secondary')}>
        Go to Home
      </Link>
    </section>
  );
}
