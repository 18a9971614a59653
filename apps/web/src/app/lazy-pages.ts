import { lazy } from 'react';

// One chunk per screen: a shop owner on a phone downloads only the screens they open.
export const LandingPage = lazy(() => import('../features/landing/landing-page'));
export const AuthPage = lazy(() => import('../features/auth/auth-page'));
export const WelcomePage = lazy(() => import('../features/onboarding/welcome-page'));
export const DealsPage = lazy(() => import('../features/deals/deals-page'));
export const CampaignsPage = lazy(() => import('../features/campaigns/campaigns-page'));
export const YourBillPage = lazy(() => import('../features/your-bill/your-bill-page'));
export const UnauthorizedPage = lazy(() => import('../features/unauthorized/unauthorized-page'));
export const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

export const CreateBillPage = lazy(() => import('../features/create-bill/create-bill-page'));
export const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
export const CustomersPage = lazy(() => import('../features/customers/customers-page'));
export const ProductsPage = lazy(() => import('../features/products/products-page'));
export const SettingsPage = lazy(() => import('../features/settings/settings-page'));
export const BillBookPage = lazy(() => import('../features/bill-book/bill-book-page'));
export const FollowUpPage = lazy(() => import('../features/follow-up/follow-up-page'));
export const FollowUpStatusPage = lazy(
  () => import('../features/follow-up-status/follow-up-status-page'),
);
export const ExpensesPage = lazy(() => import('../features/expenses/expenses-page'));
export const MyDealsPage = lazy(() => import('../features/my-deals/my-deals-page'));
export const ViewBillPage = lazy(() => import('../features/view-bill/view-bill-page'));

export const AdminNotificationsPage = lazy(
  () => import('../features/admin-notifications/admin-notifications-page'),
);
