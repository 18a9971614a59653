-- Trigram operator classes (pg_trgm) and a uuid key in a GIN index (btree_gin): both are
-- trusted extensions (PostgreSQL 13+), so the database owner may create them. PGlite loads them
-- at every open (db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "bills_tenant_search_trgm_idx" ON "bills" USING gin ("tenant_id","invoice_number" gin_trgm_ops,"customer_name" gin_trgm_ops,"mobile" gin_trgm_ops);