CREATE TABLE "statement_links" (
	"token" text PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "statement_links_shop_customer_key" ON "statement_links" USING btree ("shop_id","customer_id");