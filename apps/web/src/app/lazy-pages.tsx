import { lazy, type ComponentType } from 'react';

/**
 * A screen or layout whose screens fetch through the query cache: it and the cache's scope
 * load together (the entry has no query library, ADR 014).
 */
function lazyWithQueries(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Screen }, { QueryScope }] = await Promise.all([
      load(),
      import('./query-scope'),
    ]);
    return {
      default: function ScreenWithQueries() {
        return (
          <QueryScope>
            <Screen />
          </QueryScope>
        );
      },
    };
  });
}

// One chunk per screen: a shop owner on a phone downloads only the screens they open.
export const LandingPage = lazy(() => import('../features/landing/landing-page'));
export const AuthPage = lazy(() => import('../features/auth/auth-page'));
export const WelcomePage = lazyWithQueries(() => import('../features/welcome/welcome-page'));
export const DealsPage = lazyWithQueries(() => import('../features/deals/deals-page'));
export const CampaignsPage = lazyWithQueries(() => import('../features/campaigns/campaigns-page'));
export const YourBillPage = lazyWithQueries(() => import('../features/your-bill/your-bill-page'));
export const JoinPage = lazy(() => import('../features/join/join-page'));
export const UnauthorizedPage = lazy(() => import('../features/unauthorized/unauthorized-page'));
export const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

// The signed-in layouts, with the shop's screens: never loaded by a visitor.
export const ShopLayout = lazyWithQueries(() =>
  import('./shop-shell').then(({ ShopLayout }) => ({ default: ShopLayout })),
);
export const PlanGate = lazy(() =>
  import('./shop-shell').then(({ PlanGate }) => ({ default: PlanGate })),
);
export const AdminLayout = lazyWithQueries(() =>
  import('./layout/admin-layout').then(({ AdminLayout }) => ({ default: AdminLayout })),
);

export const CreateBillPage = lazy(() => import('../features/create-bill/create-bill-page'));
export const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
export const ClientsPage = lazy(() => import('../features/clients/clients-page'));
export const ProductsPage = lazy(() => import('../features/products/products-page'));
export const SetupPage = lazy(() => import('../features/setup/setup-page'));
export const BillBookPage = lazy(() => import('../features/bill-book/bill-book-page'));
export const FollowUpPage = lazy(() => import('../features/follow-up/follow-up-page'));
export const FollowUpStatusPage = lazy(
  () => import('../features/follow-up-status/follow-up-status-page'),
);
export const ExpensesPage = lazy(() => import('../features/expenses/expenses-page'));
export const Gstr1Page = lazy(() => import('../features/gstr-1/gstr-1-page'));
export const MyDealsPage = lazy(() => import('../features/my-deals/my-deals-page'));
export const ViewBillPage = lazy(() => import('../features/view-bill/view-bill-page'));

export const AdminNotificationsPage = lazy(
  () => import('../features/admin-notifications/admin-notifications-page'),
);
