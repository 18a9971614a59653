import { PRODUCT_NAME } from '@khatabill/domain';
import type { ReactNode } from 'react';
import { BarLayout, BRAND_CLASSES } from '../app/layout/bar-layout';
import { buttonClasses } from '../components/ui/button';

type PublicDocumentProps = {
  /** The page's stylesheet, inlined: the page loads no CSS file. */
  css: string;
  children: ReactNode;
};

/**
 * The whole HTML document of a page the server draws for a customer (ADR 014, 017): never
 * indexed, the app's bar above it, its styles inlined and no script. The server adds the
 * title and link preview.
 */
export function PublicDocument({ css, children }: PublicDocumentProps) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{PRODUCT_NAME}</title>
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <BarLayout
          brand={
            <a href="/" className={BRAND_CLASSES}>
              {PRODUCT_NAME}
            </a>
          }
          action={
            <a href="/auth" className={buttonClasses('ghost')}>
              Login
            </a>
          }
        >
          {children}
        </BarLayout>
      </body>
    </html>
  );
}
