import type { ReactNode } from 'react';
import { PageOutlet } from './page-outlet';

type BarLayoutProps = {
  /** The product's name at the left of the bar. */
  brand: ReactNode;
  /** What the bar offers at the right (Login, Open app, Logout), if anything. */
  action: ReactNode;
};

/** A plain bar above the screen, for the public pages and the admin's one screen. */
export function BarLayout({ brand, action }: BarLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4">
          {brand}
          {action}
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <PageOutlet />
      </main>
    </div>
  );
}
