DROP INDEX "bills_reminder_date_idx";--> statement-breakpoint
DROP INDEX "followups_notify_at_idx";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "item_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "reminder_next_on" date;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "reminder_notified_on" date;--> statement-breakpoint
CREATE INDEX "bills_reminder_next_on_idx" ON "bills" USING btree ("reminder_next_on") WHERE "bills"."reminder_next_on" is not null;--> statement-breakpoint
CREATE INDEX "bills_tenant_reminder_next_on_idx" ON "bills" USING btree ("tenant_id","reminder_next_on") WHERE "bills"."reminder_next_on" is not null;--> statement-breakpoint
CREATE INDEX "campaigns_id_idx" ON "campaigns" USING btree ("id");--> statement-breakpoint
CREATE INDEX "customers_tenant_due_idx" ON "customers" USING btree ("tenant_id","balance") WHERE "customers"."balance" < 0;--> statement-breakpoint
CREATE INDEX "followups_tenant_status_scheduled_at_idx" ON "followups" USING btree ("tenant_id","status","scheduled_at");--> statement-breakpoint
CREATE INDEX "notifications_id_idx" ON "notifications" USING btree ("id");--> statement-breakpoint
CREATE INDEX "followups_notify_at_idx" ON "followups" USING btree ("notify_at") WHERE "followups"."notified_at" is null and "followups"."status" = 'scheduled';--> statement-breakpoint
-- Items Sold of the bills made before the column existed.
UPDATE "bills" SET "item_quantity" = "q"."total"
FROM (SELECT "tenant_id", "bill_id", sum("quantity") AS "total" FROM "bill_items" GROUP BY "tenant_id", "bill_id") AS "q"
WHERE "bills"."tenant_id" = "q"."tenant_id" AND "bills"."id" = "q"."bill_id";--> statement-breakpoint
-- Reminders set before the job existed start their series at the owner's date; a day that has
-- already passed counts as handled, so nobody gets a months-old message now.
UPDATE "bills" SET
  "reminder_next_on" = "bills"."reminder_date",
  "reminder_notified_on" = CASE
    WHEN "bills"."reminder_date" < (now() AT TIME ZONE "users"."time_zone")::date THEN "bills"."reminder_date"
  END
FROM "users"
WHERE "users"."id" = "bills"."tenant_id" AND "bills"."reminder_enabled" AND "bills"."reminder_date" IS NOT NULL;
