import type { Language } from '@khatabill/domain';
import { webRendererOf } from './web-renderer';

/** The landing page as one HTML document, in `language`. */
export type RenderLanding = (language: Language) => Promise<string>;

/** What apps/web/src/ssr/landing-page.tsx exports, built by `npm run build` (ADR 014). */
type LandingPageModule = {
  renderLandingPage(props: { language: Language; script: string | null }): string;
};

/** The web build's landing renderer, or null when the build has none: `/` is then the app's. */
export function landingRendererOf(webDist: string): RenderLanding | null {
  const load = webRendererOf<LandingPageModule>(
    webDist,
    'landing-page',
    'src/ssr/landing-script.ts',
  );
  if (!load) return null;
  return async (language) => {
    const { module, script } = await load();
    return module.renderLandingPage({ language, script });
  };
}
