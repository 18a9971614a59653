import { PRODUCT_NAME } from '@khatabill/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { homeLabelFor, homePathFor } from '../../lib/home-path';
import { useSession } from '../../lib/session';
import { BENEFITS, BUSINESSES, COMING_SOON } from './landing-content';

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

export default function LandingPage() {
  const session = useSession();
  return (
    <div className="flex flex-col gap-10 py-4">
      <section className="flex flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Free for every shop
        </p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Billing and khata for your shop, free with {PRODUCT_NAME}
        </h1>
        <p className="text-lg text-slate-700">
          Make bills on your phone, share them on WhatsApp, collect with UPI and keep every
          customer’s balance, without paying anything.
        </p>
        <div className="flex flex-wrap gap-3">
          {session ? (
            <Link to={homePathFor(session.user)} className={buttonClasses('primary')}>
              {homeLabelFor(session.user?.role)}
            </Link>
          ) : (
            <Link to="/auth" className={buttonClasses('primary')}>
              Start for Free
            </Link>
          )}
          <Link to="/deals" className={buttonClasses('secondary')}>
            See deals from shops
          </Link>
        </div>
      </section>

      <LandingSection title="Everything a counter needs">
        <ul className="grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-1 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection title="Made for local businesses">
        <p className="text-slate-700">
          Service bills carry the fields your trade needs: IMEI and problem for a repair, plan dates
          for a gym, symptoms for a clinic, room number for a hostel.
        </p>
        <ul className="flex flex-wrap gap-2">
          {BUSINESSES.map((business) => (
            <li key={business} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
              {business}
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection title="Coming soon">
        <ul className="grid grid-cols-2 gap-3">
          {COMING_SOON.map((item) => (
            <li
              key={item}
              className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-700"
            >
              {item}
            </li>
          ))}
        </ul>
      </LandingSection>
    </div>
  );
}
