-- The dashboard's Total Revenue (sum of totalAmount over confirmed bookings) as a running total, so
-- the stat card reads one row instead of scanning every booking ever made. Triggers on "bookings"
-- keep it: every writer (checkout, webhooks, refunds, cancellation, completion, retention,
-- seeding, raw SQL) is covered without each having to remember it. An UPDATE of the one row adds
-- the change under its row lock, so concurrent transactions never lose an addition (they queue
-- on the row until the previous one commits: a few milliseconds per confirmation).
CREATE TABLE "booking_totals" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "confirmedTotalAmount" DECIMAL(16,2) NOT NULL DEFAULT 0,

    CONSTRAINT "booking_totals_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "booking_totals_one_row_check" CHECK ("id" = 1)
);

-- Statement-level triggers with transition tables: one write of the row per statement, however
-- many bookings it changes. Row-level triggers would write it once per confirmed row, and every
-- write of the same row in one transaction adds a version the next one has to step over: seeding
-- 50,000 bookings in one INSERT took 37 s that way. A statement whose confirmed sum does not
-- change (most updates: holds, expiries, anonymisation, payment references) does not touch the
-- row nor take its lock. An upsert, so the total is rebuilt from 0 if the row was ever removed.
CREATE FUNCTION "booking_totals_add"(delta NUMERIC) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF delta <> 0 THEN
        INSERT INTO "booking_totals" ("id", "confirmedTotalAmount") VALUES (1, delta)
        ON CONFLICT ("id") DO UPDATE
            SET "confirmedTotalAmount" = "booking_totals"."confirmedTotalAmount" + EXCLUDED."confirmedTotalAmount";
    END IF;
END;
$$;

CREATE FUNCTION "booking_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "booking_totals_add"(
        (SELECT COALESCE(SUM("totalAmount"), 0) FROM "new_bookings" WHERE "status" = 'confirmed'));
    RETURN NULL;
END;
$$;

CREATE FUNCTION "booking_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "booking_totals_add"(
        (SELECT COALESCE(SUM("totalAmount"), 0) FROM "new_bookings" WHERE "status" = 'confirmed')
        - (SELECT COALESCE(SUM("totalAmount"), 0) FROM "old_bookings" WHERE "status" = 'confirmed'));
    RETURN NULL;
END;
$$;

CREATE FUNCTION "booking_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "booking_totals_add"(
        -(SELECT COALESCE(SUM("totalAmount"), 0) FROM "old_bookings" WHERE "status" = 'confirmed'));
    RETURN NULL;
END;
$$;

-- TRUNCATE fires no row triggers: an emptied bookings table has nothing confirmed.
CREATE FUNCTION "booking_totals_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "booking_totals" ("id", "confirmedTotalAmount") VALUES (1, 0)
    ON CONFLICT ("id") DO UPDATE SET "confirmedTotalAmount" = 0;
    RETURN NULL;
END;
$$;

CREATE TRIGGER "booking_totals_insert" AFTER INSERT ON "bookings"
    REFERENCING NEW TABLE AS "new_bookings"
    FOR EACH STATEMENT EXECUTE FUNCTION "booking_totals_inserted"();

CREATE TRIGGER "booking_totals_update" AFTER UPDATE ON "bookings"
    REFERENCING OLD TABLE AS "old_bookings" NEW TABLE AS "new_bookings"
    FOR EACH STATEMENT EXECUTE FUNCTION "booking_totals_updated"();

CREATE TRIGGER "booking_totals_delete" AFTER DELETE ON "bookings"
    REFERENCING OLD TABLE AS "old_bookings"
    FOR EACH STATEMENT EXECUTE FUNCTION "booking_totals_deleted"();

CREATE TRIGGER "booking_totals_truncate" AFTER TRUNCATE ON "bookings"
    FOR EACH STATEMENT EXECUTE FUNCTION "booking_totals_truncated"();

-- The bookings made so far. CREATE TRIGGER locked "bookings" against writes until this migration
-- commits, so this sum sees every booking written before and the triggers every one after.
INSERT INTO "booking_totals" ("id", "confirmedTotalAmount")
SELECT 1, COALESCE(SUM("totalAmount"), 0) FROM "bookings" WHERE "status" = 'confirmed';
