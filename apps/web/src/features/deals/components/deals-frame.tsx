import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { dealsPageMessages } from '../messages';

/** `/deals`'s heading above its search and list, the same in the app and on the server's page. */
export function DealsFrame({ children }: { children: ReactNode }) {
  const t = useMessages(dealsPageMessages);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="text-slate-700">{t.intro}</p>
      </div>
      {children}
    </div>
  );
}
