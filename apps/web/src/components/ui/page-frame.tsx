import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A shop screen's column, at most 2xl wide, with its one h1 on top. */
export function PageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}
