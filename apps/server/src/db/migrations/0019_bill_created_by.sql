ALTER TABLE "bills" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "created_by_name" text;--> statement-breakpoint
CREATE INDEX "bills_tenant_created_by_created_at_idx" ON "bills" USING btree ("tenant_id","created_by","created_at");