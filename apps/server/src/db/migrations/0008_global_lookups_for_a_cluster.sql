-- The look-ups across shops move from global unique indexes of tenant tables to small lookup
-- tables (reference tables in a cluster, ADR 016), filled here from the rows they point at.
CREATE TABLE "account_mobiles" (
	"mobile" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_share_tokens" (
	"share_token" text PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_shops" (
	"sha256" text NOT NULL,
	"shop_id" uuid NOT NULL,
	CONSTRAINT "file_shops_sha256_shop_id_pk" PRIMARY KEY("sha256","shop_id")
);
--> statement-breakpoint
INSERT INTO "account_mobiles" ("mobile", "user_id") SELECT "mobile", "id" FROM "users";--> statement-breakpoint
INSERT INTO "bill_share_tokens" ("share_token", "shop_id", "bill_id")
  SELECT "share_token", "tenant_id", "id" FROM "bills" WHERE "share_token" IS NOT NULL;--> statement-breakpoint
INSERT INTO "campaign_slugs" ("slug", "shop_id", "campaign_id") SELECT "slug", "tenant_id", "id" FROM "campaigns";--> statement-breakpoint
INSERT INTO "file_shops" ("sha256", "shop_id") SELECT "sha256", "tenant_id" FROM "files";--> statement-breakpoint
DROP INDEX "bills_share_token_key";--> statement-breakpoint
DROP INDEX "campaigns_slug_key";--> statement-breakpoint
DROP INDEX "campaigns_id_idx";--> statement-breakpoint
DROP INDEX "files_sha256_idx";--> statement-breakpoint
DROP INDEX "users_mobile_key";--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_slugs_campaign_id_key" ON "campaign_slugs" USING btree ("campaign_id");