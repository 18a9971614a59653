import type { ReactNode } from 'react';
import { Button, buttonClasses } from './button';

/** After a failed read: the app reads again; a page the server draws links to itself. */
export type Retry = { onClick: () => void } | { href: string };

/** Try again: a button in the app, a plain link on a page the server draws (no script needed). */
export function TryAgain({ retry, children }: { retry: Retry; children: ReactNode }) {
  return 'href' in retry ? (
    <a href={retry.href} className={buttonClasses('secondary')}>
      {children}
    </a>
  ) : (
    <Button variant="secondary" onClick={retry.onClick}>
      {children}
    </Button>
  );
}
