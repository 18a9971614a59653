import type { JobStep } from '@khatabill/domain';
import { jobMessages } from '../../i18n/domain-messages';
import { useMessages } from '../../i18n/use-messages';
import { formatBillDate } from '../../lib/format';

/**
 * Where a service job is, at the top of its receipt: Received → In service → Ready, each
 * step with its time; steps reached are marked, so the customer sees the state at a glance.
 */
export function JobProgress({ steps }: { steps: JobStep[] }) {
  const t = useMessages(jobMessages);
  return (
    <section aria-label={t.title} className="rounded-lg bg-slate-50 p-3">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">{t.title}</h2>
      <ol className="grid grid-cols-3 gap-2 text-center text-sm">
        {steps.map(({ step, at }) => (
          <li key={step} data-reached={at !== null} className="flex flex-col items-center gap-1">
            {/* Drawn with borders, not a background: printing drops backgrounds, so a
                filled dot would print as no dot at all. A reached step's border fills it. */}
            <span
              aria-hidden="true"
              className={`size-3 rounded-full ${at ? 'border-6 border-brand-700' : 'border-2 border-slate-300 bg-white'}`}
            />
            <span className={at ? 'font-semibold text-slate-900' : 'text-slate-500'}>
              {t[step]}
            </span>
            {at && (
              <time dateTime={at} className="text-xs text-slate-600">
                {formatBillDate(at)}
              </time>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
