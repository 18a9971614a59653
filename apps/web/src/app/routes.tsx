import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layout/public-layout';
import * as Pages from './lazy-pages';
import { MemberGate } from './member-gate';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';

// The element of a pathless route around a layout's screens: one that throws shows the error
// inside the layout.
const screenErrors = (
  <RouteErrorBoundary>
    <Outlet />
  </RouteErrorBoundary>
);

/** Every route of product §2, grouped by who may open it (product §6). */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: screenErrors,
            children: [
              { index: true, element: <Pages.LandingPage /> },
              { path: 'auth', element: <Pages.AuthPage /> },
              { path: 'welcome', element: <Pages.WelcomePage /> },
              { path: 'deals', element: <Pages.DealsPage /> },
              { path: 'campaigns/:idOrSlug', element: <Pages.CampaignsPage /> },
              { path: 'your-bill/:token', element: <Pages.YourBillPage /> },
              { path: 'join/:token', element: <Pages.JoinPage /> },
              { path: 'unauthorized', element: <Pages.UnauthorizedPage /> },
              { path: '*', element: <Pages.NotFoundPage /> },
            ],
          },
        ],
      },
      {
        element: (
          <RequireRole role="shop">
            <Pages.ShopLayout />
          </RequireRole>
        ),
        children: [
          {
            element: screenErrors,
            children: [
              {
                // Staff open only their screens; the rest shows Access Denied.
                element: <MemberGate />,
                children: [
                  { path: 'create-bill', element: <Pages.CreateBillPage /> },
                  { path: 'dashboard', element: <Pages.DashboardPage /> },
                  { path: 'clients', element: <Pages.ClientsPage /> },
                  { path: 'products', element: <Pages.ProductsPage /> },
                  { path: 'setup', element: <Pages.SetupPage /> },
                  { path: 'bill-book', element: <Pages.BillBookPage /> },
                  { path: 'view-bill/:billId', element: <Pages.ViewBillPage /> },
                  {
                    element: <Pages.PlanGate requires="followups" />,
                    children: [
                      { path: 'follow-up', element: <Pages.FollowUpPage /> },
                      { path: 'follow-up-status', element: <Pages.FollowUpStatusPage /> },
                    ],
                  },
                  {
                    element: <Pages.PlanGate requires="expenses" />,
                    children: [{ path: 'expenses', element: <Pages.ExpensesPage /> }],
                  },
                  // Open on every plan: an expired starter may still end and delete its deals.
                  { path: 'my-deals', element: <Pages.MyDealsPage /> },
                  // Any shop may open it; the server says a shop that files no GSTR-1 has none.
                  { path: 'gstr-1', element: <Pages.Gstr1Page /> },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: (
          <RequireRole role="admin">
            <Pages.AdminLayout />
          </RequireRole>
        ),
        children: [
          {
            element: screenErrors,
            children: [
              { index: true, element: <Navigate to="notifications" replace /> },
              { path: 'notifications', element: <Pages.AdminNotificationsPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The screen for the address shown, in its layouts (declarative mode: no data router). */
export function AppRoutes() {
  return useRoutes(routes);
}
