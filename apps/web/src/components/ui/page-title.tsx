import type { ReactNode } from 'react';

/** The one h1 of a screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="mb-4 text-2xl font-bold text-slate-900">{children}</h1>;
}
