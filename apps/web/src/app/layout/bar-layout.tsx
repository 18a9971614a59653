import type { ReactNode } from 'react';

/** The product's name at the left of the bar, a link or plain text. */
export const BRAND_CLASSES = 'text-lg font-bold text-brand-700';

type BarLayoutProps = {
  /** The product's name at the left of the bar. */
  brand: ReactNode;
  /** What the bar offers at the right (Login, Open app, Logout), if anything. */
  action: ReactNode;
  /** The screen below the bar: the routed one in the app, the receipt on the server. */
  children: ReactNode;
};

/** A plain bar above the screen, for the public pages and the admin's one screen. */
export function BarLayout({ brand, action, children }: BarLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4">
          {brand}
          {action}
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">{children}</main>
    </div>
  );
}
