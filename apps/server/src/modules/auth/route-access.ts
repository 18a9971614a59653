import type { FastifyRequest } from 'fastify';

/**
 * Who may call each shop route (product §17 "Staff"): `staff`, the shop's staff and its owner;
 * `owner`, its owner alone. The one table the session guard reads: a staff member's call to any
 * other route (one listed `owner`, or not listed at all) is a 403 before its handler runs.
 * Every shop route is listed, each a decision (reliability/staff-access.test.ts).
 */
export const ROUTE_ACCESS: Record<string, 'staff' | 'owner'> = {
  // The account: who is signed in, and the shop's settings
  'GET /api/auth/me': 'staff',
  'PUT /api/auth/settings': 'owner',
  // Create Bill and the Bill Book: search, share, mark completed, edit an open bill
  'POST /api/bills': 'staff',
  'POST /api/bills/upsert': 'staff',
  'GET /api/bills/search': 'staff',
  'GET /api/bills/:id': 'staff',
  'PATCH /api/bills/:id': 'staff',
  'PATCH /api/bills/:id/status': 'staff',
  'GET /api/bills/export.csv': 'owner',
  // The dashboard: the money summaries are the owner's, the day's follow-ups everyone's
  'GET /api/bills/summary': 'owner',
  'GET /api/bills/today': 'owner',
  'GET /api/bills/week': 'owner',
  'GET /api/bills/top-products': 'owner',
  'GET /api/customers/dues': 'owner',
  'GET /api/reminders/today': 'staff',
  // Clients: list, search, add, and record a payment
  'GET /api/customers': 'staff',
  'GET /api/customers/search': 'staff',
  'GET /api/customers/fixed/minimal': 'staff',
  'GET /api/customers/:id': 'staff',
  'POST /api/customers': 'staff',
  'PUT /api/customers/:id': 'staff',
  'DELETE /api/customers/:id': 'owner',
  'GET /api/customers/export.csv': 'owner',
  'GET /api/customers/:id/ledger.csv': 'owner',
  'POST /api/customers/:id/statement-link': 'owner',
  'POST /api/customers/:id/statement-link/reset': 'owner',
  // Products: read
  'GET /api/products': 'staff',
  'GET /api/products/minimal': 'staff',
  'POST /api/products': 'owner',
  'PUT /api/products/:id': 'owner',
  'DELETE /api/products/:id': 'owner',
  'GET /api/products/export.csv': 'owner',
  // Follow-Up and Follow-Up Status
  'GET /api/followups': 'staff',
  'GET /api/followups/:id': 'staff',
  'POST /api/followups': 'staff',
  'PATCH /api/followups/:id/status': 'staff',
  // Expenses, deals, GST returns and staff management: the owner's
  'GET /api/expenses/all': 'owner',
  'GET /api/expenses/categories': 'owner',
  'POST /api/expenses/create': 'owner',
  'DELETE /api/expenses/:id': 'owner',
  'GET /api/expenses/export.csv': 'owner',
  'GET /api/campaigns/mine': 'owner',
  'POST /api/campaigns/mine': 'owner',
  'POST /api/campaigns/mine/images': 'owner',
  'GET /api/campaigns/mine/:id': 'owner',
  'PUT /api/campaigns/mine/:id': 'owner',
  'POST /api/campaigns/mine/:id/end': 'owner',
  'DELETE /api/campaigns/mine/:id': 'owner',
  'GET /api/gst/gstr1': 'owner',
  'GET /api/gst/gstr1.csv': 'owner',
  'GET /api/staff': 'owner',
  'POST /api/staff': 'owner',
  'POST /api/staff/:id/invite': 'owner',
  'DELETE /api/staff/:id': 'owner',
};

/** Whether the shop's staff may call the route this request matched. */
export function staffMayCall(request: FastifyRequest): boolean {
  // As registered (a prefix's root without its trailing slash); a HEAD is its GET.
  const url = request.routeOptions.url ?? '';
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return ROUTE_ACCESS[`${method} ${path}`] === 'staff';
}
