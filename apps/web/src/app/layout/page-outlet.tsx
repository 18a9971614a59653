import { Suspense } from 'react';
import { Outlet } from 'react-router';

/** The routed screen; its layout stays on screen while the screen's chunk loads. */
export function PageOutlet() {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-8 text-center text-slate-600">
          Loading...
        </p>
      }
    >
      <Outlet />
    </Suspense>
  );
}
