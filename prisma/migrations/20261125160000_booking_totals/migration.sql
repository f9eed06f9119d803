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

-- Adds the change a booking row's insert, update or delete makes to the confirmed total. An upsert,
-- so the total is rebuilt from 0 if the row was ever removed (a TRUNCATE of every table).
CREATE FUNCTION "booking_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    delta NUMERIC := 0;
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        IF OLD."status" = 'confirmed' THEN
            delta := delta - OLD."totalAmount";
        END IF;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        IF NEW."status" = 'confirmed' THEN
            delta := delta + NEW."totalAmount";
        END IF;
    END IF;
    IF delta <> 0 THEN
        INSERT INTO "booking_totals" ("id", "confirmedTotalAmount") VALUES (1, delta)
        ON CONFLICT ("id") DO UPDATE
            SET "confirmedTotalAmount" = "booking_totals"."confirmedTotalAmount" + EXCLUDED."confirmedTotalAmount";
    END IF;
    RETURN NULL;
END;
$$;

-- TRUNCATE fires no row triggers: an emptied bookings table has nothing confirmed.
CREATE FUNCTION "booking_totals_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "booking_totals" ("id", "confirmedTotalAmount") VALUES (1, 0)
    ON CONFLICT ("id") DO UPDATE SET "confirmedTotalAmount" = 0;
    RETURN NULL;
END;
$$;

-- The WHEN clauses keep every other write (pending holds, expiries, anonymisation, payment
-- references, a bar's details) away from the shared row and its lock.
CREATE TRIGGER "booking_totals_insert" AFTER INSERT ON "bookings"
    FOR EACH ROW WHEN (NEW."status" = 'confirmed')
    EXECUTE FUNCTION "booking_totals_apply"();

CREATE TRIGGER "booking_totals_update" AFTER UPDATE OF "status", "totalAmount" ON "bookings"
    FOR EACH ROW WHEN (
        (OLD."status" = 'confirmed' OR NEW."status" = 'confirmed')
        AND (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."totalAmount" IS DISTINCT FROM NEW."totalAmount")
    )
    EXECUTE FUNCTION "booking_totals_apply"();

CREATE TRIGGER "booking_totals_delete" AFTER DELETE ON "bookings"
    FOR EACH ROW WHEN (OLD."status" = 'confirmed')
    EXECUTE FUNCTION "booking_totals_apply"();

CREATE TRIGGER "booking_totals_truncate" AFTER TRUNCATE ON "bookings"
    FOR EACH STATEMENT
    EXECUTE FUNCTION "booking_totals_reset"();

-- The bookings made so far. CREATE TRIGGER locked "bookings" against writes until this migration
-- commits, so this sum sees every booking written before and the triggers every one after.
INSERT INTO "booking_totals" ("id", "confirmedTotalAmount")
SELECT 1, COALESCE(SUM("totalAmount"), 0) FROM "bookings" WHERE "status" = 'confirmed';
