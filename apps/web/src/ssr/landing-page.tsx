import { PRODUCT_NAME, type Language } from '@khatabill/domain';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { LandingView } from '../features/landing/components/landing-view';
import { landingMessages } from '../features/landing/messages';
import { useMessages } from '../i18n/use-messages';
import appCss from '../index.css?inline';
import { homeMessages } from '../lib/messages';
import { PublicDocument } from './public-document';
import { renderInLanguage } from './render-in-language';

type LandingPageProps = {
  /** The visitor's language: their cookie's, else their browser's. */
  language: Language;
  /** The address of the page's built script (landing-script.ts), if the build has one. */
  script: string | null;
};

/**
 * `/` as one complete HTML page in the visitor's language: the app's landing page drawn with
 * its own components, its styles inlined, and one small script (the visitor's language, the
 * links of a signed-in user, the page view).
 */
export function renderLandingPage(props: LandingPageProps): string {
  return renderInLanguage(
    props.language,
    () => `<!doctype html>${renderToString(<LandingDocument {...props} />)}`,
  );
}

function LandingDocument({ script }: LandingPageProps) {
  const t = useMessages(landingMessages);
  const home = useMessages(homeMessages);
  return (
    <StaticRouter location="/">
      <PublicDocument
        css={appCss}
        title={t.documentTitle({ product: PRODUCT_NAME })}
        description={t.documentDescription}
        script={script}
        indexable
        installable
      >
        <LandingView
          action={
            // Where the app's landing page leads a signed-in user (public-page-enhance.ts).
            <a
              href="/auth"
              className={buttonClasses('primary')}
              data-session-link
              data-signed-in-label={home.goToDashboard}
              data-admin-label={home.goToAdmin}
            >
              {t.startFree}
            </a>
          }
        />
      </PublicDocument>
    </StaticRouter>
  );
}
