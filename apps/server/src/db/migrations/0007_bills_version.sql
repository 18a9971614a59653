ALTER TABLE "shop_counters" DROP CONSTRAINT "shop_counters_name_check";--> statement-breakpoint
ALTER TABLE "shop_counters" ADD CONSTRAINT "shop_counters_name_check" CHECK ("shop_counters"."name" in ('invoice', 'bills_version'));--> statement-breakpoint
-- Every write to a shop's bills, by any path or process, leaves the id of its transaction in
-- the shop's 'bills_version' row (ADR 012): a search total or a summary computed after reading
-- that version stays exact while it is unchanged. Transaction ids are never reused in a
-- cluster, so a restored database cannot bring back a version with other data behind it.
INSERT INTO "shop_counters" ("tenant_id", "name", "value")
  SELECT "id", 'bills_version', pg_current_xact_id()::text::bigint FROM "users"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "note_bills_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shop uuid;
BEGIN
  -- One shop at a time, in id order: two statements that write several shops' bills lock
  -- their rows in the same order and cannot deadlock.
  FOR shop IN SELECT DISTINCT "tenant_id" FROM "changed_bills" ORDER BY 1 LOOP
    IF TG_OP = 'DELETE' THEN
      -- Also reached when a shop is deleted, whose counters may already be gone: no insert.
      UPDATE "shop_counters" SET "value" = pg_current_xact_id()::text::bigint
        WHERE "tenant_id" = shop AND "name" = 'bills_version';
    ELSE
      INSERT INTO "shop_counters" ("tenant_id", "name", "value")
        VALUES (shop, 'bills_version', pg_current_xact_id()::text::bigint)
        ON CONFLICT ("tenant_id", "name") DO UPDATE SET "value" = excluded."value";
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bills_inserted_version" AFTER INSERT ON "bills"
  REFERENCING NEW TABLE AS "changed_bills" FOR EACH STATEMENT EXECUTE FUNCTION "note_bills_version"();--> statement-breakpoint
CREATE TRIGGER "bills_updated_version" AFTER UPDATE ON "bills"
  REFERENCING NEW TABLE AS "changed_bills" FOR EACH STATEMENT EXECUTE FUNCTION "note_bills_version"();--> statement-breakpoint
CREATE TRIGGER "bills_deleted_version" AFTER DELETE ON "bills"
  REFERENCING OLD TABLE AS "changed_bills" FOR EACH STATEMENT EXECUTE FUNCTION "note_bills_version"();
