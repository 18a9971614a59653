import { useId, type ReactNode } from 'react';

type DashboardSectionProps = {
  title: string;
  /** A short note beside the title, e.g. which days the section covers. */
  note?: string;
  children: ReactNode;
};

/** One block of the dashboard: a card with its level-2 heading. */
export function DashboardSection({ title, note, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {note && <p className="text-sm text-slate-600">{note}</p>}
      </div>
      {children}
    </section>
  );
}
