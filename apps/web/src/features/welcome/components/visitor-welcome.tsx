import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { visitorWelcomeMessages } from '../messages';

const STEPS = ['stepAccount', 'stepMode', 'stepFields'] as const;

/**
 * `/welcome` before an account: the setup saves to a shop, so a visitor sees what it asks
 * and starts with the free account (Signup), or logs in to the shop they have.
 */
export function VisitorWelcome() {
  const t = useMessages(visitorWelcomeMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-800">
        {t.stepsTitle}
      </h2>
      <ol className="flex flex-col gap-3">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3"
          >
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <span className="text-slate-800">{t[step]}</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/auth?mode=signup" className={buttonClasses('primary')}>
          {t.createAccount}
        </Link>
        <Link to="/auth" className={buttonClasses('secondary')}>
          {t.login}
        </Link>
      </div>
    </section>
  );
}
