ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" text;