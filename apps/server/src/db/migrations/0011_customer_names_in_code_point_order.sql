DROP INDEX "customers_tenant_name_alias_pattern_idx";--> statement-breakpoint
CREATE INDEX "customers_tenant_name_alias_c_idx" ON "customers" USING btree ("tenant_id","name_alias" collate "C");