import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { PageTitle } from '../components/ui/page-title';

// Browsers word a failed dynamic import differently (Chromium, Firefox, Safari).
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/**
 * Shown instead of a screen that failed to render. The usual cause is a screen's chunk
 * that did not load (offline, or a new release replaced the files): a reload fixes both.
 */
export function RouteError() {
  const error = useRouteError();
  const isChunkError = error instanceof Error && CHUNK_ERROR.test(error.message);
  return (
    <section role="alert" className="flex flex-col items-start gap-4 py-8">
      <PageTitle>
        {isChunkError ? 'This page could not be loaded' : 'Something went wrong'}
      </PageTitle>
      <p>
        {isChunkError
          ? 'Check your internet connection and try again.'
          : 'Please try again. If it keeps happening, reload the app.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Link to="/" className={buttonClasses('secondary')}>
          Go to Home
        </Link>
      </div>
    </section>
  );
}
