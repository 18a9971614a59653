import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { PageTitle } from '../components/ui/page-title';
import { useMessages } from '../i18n/use-messages';
import { routeErrorMessages } from './messages';

// Browsers word a failed dynamic import differently (Chromium, Firefox, Safari).
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/**
 * Shown instead of a screen that failed to render. The usual cause is a screen's chunk
 * that did not load (offline, or a new release replaced the files): a reload fixes both.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useMessages(routeErrorMessages);
  const isChunkError = error instanceof Error && CHUNK_ERROR.test(error.message);
  return (
    <section role="alert" className="flex flex-col items-start gap-4 py-8">
      <PageTitle>{isChunkError ? t.chunkTitle : t.errorTitle}</PageTitle>
      <p>{isChunkError ? t.chunkText : t.errorText}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{t.tryAgain}</Button>
        <Link to="/" className={buttonClasses('secondary')}>
          {t.goHome}
        </Link>
      </div>
    </section>
  );
}
