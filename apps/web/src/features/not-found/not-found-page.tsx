import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';

export default function NotFoundPage() {
  return (
    <section className="flex flex-col items-start gap-4 py-8">
      <PageTitle>Page not found</PageTitle>
      <p>The address may be mistyped, or the page has moved.</p>
      <Link to="/" className={buttonClasses('secondary')}>
        Go to Home
      </Link>
    </section>
  );
}
