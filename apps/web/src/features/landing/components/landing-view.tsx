import { PRODUCT_NAME } from '@khatabill/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { BENEFITS, BUSINESSES, COMING_SOON } from '../landing-content';
import { landingMessages } from '../messages';

/** One of the page's parts, named by its level-2 heading. */
function LandingSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The landing page (`/`), drawn by the server for a visitor (ssr/landing-page.tsx) and by the
 * app from its own links and offline. `action` is the first button: Start for Free, or for a
 * signed-in user the way to their home.
 */
export function LandingView({ action }: { action: ReactNode }) {
  const t = useMessages(landingMessages);
  return (
    <div className="flex flex-col gap-10 py-4">
      <section className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.free}</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {t.headline({ product: PRODUCT_NAME })}
        </h1>
        <p className="text-lg text-slate-700">{t.intro}</p>
        <div className="flex flex-wrap gap-3">
          {action}
          <Link to="/deals" className={buttonClasses('secondary')}>
            {t.seeDeals}
          </Link>
        </div>
      </section>

      <LandingSection title={t.benefitsTitle}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold">{t[benefit.title]}</h3>
              <p className="mt-1 text-slate-700">{t[benefit.text]}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection title={t.businessesTitle}>
        <p className="text-slate-700">{t.businessesText}</p>
        <ul className="flex flex-wrap gap-2">
          {BUSINESSES.map((business) => (
            <li key={business} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
              {t[business]}
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection title={t.comingSoonTitle}>
        <ul className="grid grid-cols-2 gap-3">
          {COMING_SOON.map((item) => (
            <li
              key={item}
              className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-700"
            >
              {t[item]}
            </li>
          ))}
        </ul>
      </LandingSection>
    </div>
  );
}
