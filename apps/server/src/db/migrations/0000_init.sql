CREATE TABLE "bill_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "bill_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bill_items_quantity_check" CHECK ("bill_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bill_status_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_status_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bill_status_events_status_check" CHECK ("bill_status_events"."status" in ('draft', 'under_service', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"customer_id" uuid,
	"customer_name" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text NOT NULL,
	"payment_mode" text DEFAULT 'cash' NOT NULL,
	"amount_paid" bigint NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" bigint NOT NULL,
	"items_total" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"advance_amount" bigint NOT NULL,
	"final_total" bigint NOT NULL,
	"pending" bigint NOT NULL,
	"to_return" bigint NOT NULL,
	"service_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reminder_enabled" boolean DEFAULT false NOT NULL,
	"reminder_date" date,
	"reminder_message" text DEFAULT '' NOT NULL,
	"reminder_frequency" text DEFAULT 'none' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"share_token" text,
	"counted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bills_status_check" CHECK ("bills"."status" in ('draft', 'under_service', 'completed')),
	CONSTRAINT "bills_payment_mode_check" CHECK ("bills"."payment_mode" in ('cash', 'upi', 'card', 'bank', 'other')),
	CONSTRAINT "bills_discount_type_check" CHECK ("bills"."discount_type" in ('amount', 'percent')),
	CONSTRAINT "bills_reminder_frequency_check" CHECK ("bills"."reminder_frequency" in ('none', 'weekly', 'monthly', 'quarterly'))
);
--> statement-breakpoint
CREATE TABLE "campaign_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"original_price" bigint NOT NULL,
	"offer_price" bigint NOT NULL,
	CONSTRAINT "campaign_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner_image" text,
	"deadline" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_alias" text NOT NULL,
	"mobile" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"tenant_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_tenant_id_sha256_pk" PRIMARY KEY("tenant_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "followups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid,
	"scheduled_at" timestamp with time zone NOT NULL,
	"remind_before" text NOT NULL,
	"notify_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "followups_remind_before_check" CHECK ("followups"."remind_before" in ('1h', '1d')),
	CONSTRAINT "followups_status_check" CHECK ("followups"."status" in ('scheduled', 'done', 'cancelled', 'postponed'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_key_pk" PRIMARY KEY("tenant_id","key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('running', 'done'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"bill_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ledger_entries_type_check" CHECK ("ledger_entries"."type" in ('credit', 'debit')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('bill_reminder', 'followup')),
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('pending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_counters" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "shop_counters_tenant_id_name_pk" PRIMARY KEY("tenant_id","name"),
	CONSTRAINT "shop_counters_name_check" CHECK ("shop_counters"."name" in ('invoice'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"shop_name" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'shop' NOT NULL,
	"plan" text DEFAULT 'starter' NOT NULL,
	"plan_expires_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"last_billing_reset" timestamp with time zone DEFAULT now() NOT NULL,
	"billing_count" integer DEFAULT 0 NOT NULL,
	"followup_count" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"location" jsonb DEFAULT '{"address":"","city":"","state":"","pincode":"","country":"India"}'::jsonb NOT NULL,
	"greeting_message" text DEFAULT '' NOT NULL,
	"footer_note" text DEFAULT '' NOT NULL,
	"billing_mode" jsonb DEFAULT '["product"]'::jsonb NOT NULL,
	"business_type" text,
	"service_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invoice_prefix" text DEFAULT 'INV-' NOT NULL,
	"invoice_start_number" integer DEFAULT 1 NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"shop_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('shop', 'admin')),
	CONSTRAINT "users_plan_check" CHECK ("users"."plan" in ('starter', 'growth', 'pro'))
);
--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_bill_fk" FOREIGN KEY ("tenant_id","bill_id") REFERENCES "public"."bills"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_status_events" ADD CONSTRAINT "bill_status_events_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_status_events" ADD CONSTRAINT "bill_status_events_bill_fk" FOREIGN KEY ("tenant_id","bill_id") REFERENCES "public"."bills"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_items" ADD CONSTRAINT "campaign_items_campaign_fk" FOREIGN KEY ("tenant_id","campaign_id") REFERENCES "public"."campaigns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followups" ADD CONSTRAINT "followups_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bill_fk" FOREIGN KEY ("tenant_id","bill_id") REFERENCES "public"."bills"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_counters" ADD CONSTRAINT "shop_counters_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_items_tenant_bill_position_idx" ON "bill_items" USING btree ("tenant_id","bill_id","position");--> statement-breakpoint
CREATE INDEX "bill_status_events_tenant_bill_at_idx" ON "bill_status_events" USING btree ("tenant_id","bill_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_tenant_invoice_number_key" ON "bills" USING btree ("tenant_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_share_token_key" ON "bills" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "bills_tenant_created_at_idx" ON "bills" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "bills_tenant_status_created_at_idx" ON "bills" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bills_tenant_customer_idx" ON "bills" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "bills_reminder_date_idx" ON "bills" USING btree ("reminder_date") WHERE "bills"."reminder_enabled";--> statement-breakpoint
CREATE INDEX "campaign_items_tenant_campaign_position_idx" ON "campaign_items" USING btree ("tenant_id","campaign_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_key" ON "campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "campaigns_deadline_idx" ON "campaigns" USING btree ("deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_mobile_key" ON "customers" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "customers_tenant_name_alias_idx" ON "customers" USING btree ("tenant_id","name_alias");--> statement-breakpoint
CREATE INDEX "expenses_tenant_date_idx" ON "expenses" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "followups_tenant_scheduled_at_idx" ON "followups" USING btree ("tenant_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "followups_notify_at_idx" ON "followups" USING btree ("notify_at") WHERE "followups"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_tenant_customer_created_at_idx" ON "ledger_entries" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_tenant_bill_idx" ON "ledger_entries" USING btree ("tenant_id","bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_tenant_kind_source_due_on_key" ON "notifications" USING btree ("tenant_id","kind","source_id","due_on");--> statement-breakpoint
CREATE INDEX "notifications_status_created_at_idx" ON "notifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_tenant_name_idx" ON "products" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");