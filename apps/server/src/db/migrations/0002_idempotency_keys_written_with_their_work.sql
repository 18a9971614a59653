-- Keys are now written with the work they answer. A 'running' row is a claim whose request
-- crashed (the old two-step claim): it answers nothing, and keeping it would block retries.
DELETE FROM "idempotency_keys" WHERE "state" <> 'done' OR "response_status" IS NULL OR "response_body" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_state_check";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "state";