import { Component, type ReactNode } from 'react';
import { Link, useLocation, type Location } from 'react-router';
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
export function RouteError({ error }: { error: unknown }) {
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

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { location: Location; caught: { error: unknown } | null };

class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, caught: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  // Another address gets its own chance to render: the error stays with the one that threw.
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, caught: null };
  }

  override render() {
    const { caught } = this.state;
    return caught ? <RouteError error={caught.error} /> : this.props.children;
  }
}

/** Shows RouteError in place of `children` when they throw, until the user goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>;
}
