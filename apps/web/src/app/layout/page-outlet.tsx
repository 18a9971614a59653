import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingStatus } from '../../components/ui/loading-status';

/** The routed screen; its layout stays on screen while the screen's chunk loads. */
export function PageOutlet() {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <Outlet />
    </Suspense>
  );
}
