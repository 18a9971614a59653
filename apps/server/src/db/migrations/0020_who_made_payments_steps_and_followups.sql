ALTER TABLE "bill_status_events" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "bill_status_events" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "followups" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "followups" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "created_by_name" text;