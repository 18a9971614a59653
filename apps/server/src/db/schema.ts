// Every table of the app (product §10 "Tenants"). Tenant-owned tables carry tenant_id (the shop
// user's id) first in their primary key, foreign keys and unique indexes, so they can be
// distributed by it (ADR 016); look-ups across shops go through ./tables/lookups.ts.
// Column definitions live in ./tables/, grouped by area.
export { users } from './tables/users';
export { members } from './tables/members';
export { files, idempotencyKeys, shopCounters } from './tables/shop-data';
export { customers, expenses, products } from './tables/catalog';
export { billItems, bills, billStatusEvents, ledgerEntries } from './tables/bills';
export { followups, notifications } from './tables/followups';
export { campaignItems, campaigns } from './tables/campaigns';
export { serverSecrets } from './tables/server-secrets';
export { accountMobiles, billShareTokens, campaignSlugs, fileShops } from './tables/lookups';
export { statementLinks } from './tables/statements';
