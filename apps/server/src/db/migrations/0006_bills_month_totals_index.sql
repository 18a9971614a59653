-- The summary's covering index replaces the narrow (tenant_id, created_at) one, whose reads it serves (ADR 012).
DROP INDEX "bills_tenant_created_at_idx";--> statement-breakpoint
CREATE INDEX "bills_tenant_created_at_totals_idx" ON "bills" USING btree ("tenant_id","created_at","status","customer_id","items_total","discount_amount","item_quantity");
