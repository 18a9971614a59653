ALTER TABLE "bill_items" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "bill_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "bill_items" ADD COLUMN "gst_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "bill_items" ADD COLUMN "taxable_value" bigint;--> statement-breakpoint
ALTER TABLE "bill_items" ADD COLUMN "cgst" bigint;--> statement-breakpoint
ALTER TABLE "bill_items" ADD COLUMN "sgst" bigint;--> statement-breakpoint
ALTER TABLE "bill_items" ADD COLUMN "igst" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "tax_and_round_off" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "gst_registration" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "supplier_gstin" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "customer_gstin" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "prices_include_tax" boolean;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "taxable_value" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "cgst" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "sgst" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "igst" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "round_off" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_gst_registration_check" CHECK ("bills"."gst_registration" in ('regular', 'composition'));