import { PRODUCT_NAME } from '@khatabill/domain';
import type { ReactNode } from 'react';
import { BarLayout, BRAND_CLASSES } from '../app/layout/bar-layout';
import { buttonClasses } from '../components/ui/button';
import { localeTag } from '../i18n/locale';
import { useMessages } from '../i18n/use-messages';
import { publicDocumentMessages } from './messages';

type PublicDocumentProps = {
  /** The page's stylesheet, inlined: the page loads no CSS file. */
  css: string;
  /** PRODUCT_NAME unless given; the server puts a bill's own title in. */
  title?: string;
  /** What search engines show under the title; the server adds a bill's or a deal's. */
  description?: string;
  /** The address of the page's built script, if it has one (the receipt's, ADR 014). */
  script?: string | null;
  /** A page search engines may list (a deal); a customer's page is never indexed. */
  indexable?: boolean;
  /** The app's own page (the landing page): it names the app's manifest, to be installed. */
  installable?: boolean;
  children: ReactNode;
};

/**
 * The whole HTML document of a page the server draws for a customer (ADR 014, 017): the
 * app's bar above it, its styles inlined, and at most one small script. The server adds the
 * link preview.
 */
export function PublicDocument({
  css,
  title = PRODUCT_NAME,
  description,
  script,
  indexable = false,
  installable = false,
  children,
}: PublicDocumentProps) {
  const t = useMessages(publicDocumentMessages);
  return (
    // The language the page is drawn in (the shop's), so phones read and shape it as such.
    <html lang={localeTag()}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        {!indexable && <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {installable && <link rel="manifest" href="/manifest.webmanifest" />}
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
            // Where the page has a script, a signed-in shop gets Open app instead (receipt-enhance.ts).
            <a
              href="/auth"
              className={buttonClasses('ghost')}
              data-session-link
              // The script has no catalogue: it takes Open app in the page's language from here.
              data-signed-in-label={t.openApp}
            >
              {t.login}
            </a>
          }
        >
          {children}
        </BarLayout>
        {script && <script type="module" src={script} />}
      </body>
    </html>
  );
}
