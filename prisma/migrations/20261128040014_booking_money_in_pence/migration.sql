-- A booking's money in integer pence, as the application computes it, instead of Decimal pounds.
-- The columns are renamed and retyped in place (ROUND(pounds * 100)), so every booking keeps its
-- amounts. ALTER ... TYPE rewrites the table without firing the booking_totals triggers, which are
-- then pointed at the new column; the running total is rebuilt from the converted rows.
ALTER TABLE "bookings" RENAME COLUMN "totalAmount" TO "totalPence";
ALTER TABLE "bookings" RENAME COLUMN "paidAmount" TO "paidPence";
ALTER TABLE "bookings" RENAME COLUMN "refundedAmount" TO "refundedPence";
ALTER TABLE "bookings" RENAME COLUMN "barCommission" TO "barCommissionPence";

ALTER TABLE "bookings"
    ALTER COLUMN "totalPence" TYPE INTEGER USING ROUND("totalPence" * 100)::integer,
    ALTER COLUMN "paidPence" DROP DEFAULT,
    ALTER COLUMN "paidPence" TYPE INTEGER USING ROUND("paidPence" * 100)::integer,
    ALTER COLUMN "paidPence" SET DEFAULT 0,
    ALTER COLUMN "refundedPence" DROP DEFAULT,
    ALTER COLUMN "refundedPence" TYPE INTEGER USING ROUND("refundedPence" * 100)::integer,
    ALTER COLUMN "refundedPence" SET DEFAULT 0,
    ALTER COLUMN "barCommissionPence" DROP DEFAULT,
    ALTER COLUMN "barCommissionPence" TYPE INTEGER USING ROUND("barCommissionPence" * 100)::integer,
    ALTER COLUMN "barCommissionPence" SET DEFAULT 0;

-- The dashboard's running total of confirmed bookings, in pence (a sum of many bookings: BIGINT).
ALTER TABLE "booking_totals" RENAME COLUMN "confirmedTotalAmount" TO "confirmedTotalPence";
ALTER TABLE "booking_totals"
    ALTER COLUMN "confirmedTotalPence" DROP DEFAULT,
    ALTER COLUMN "confirmedTotalPence" TYPE BIGINT USING ROUND("confirmedTotalPence" * 100)::bigint,
    ALTER COLUMN "confirmedTotalPence" SET DEFAULT 0;

DROP FUNCTION "booking_totals_add"(NUMERIC);

CREATE FUNCTION "booking_totals_add"(delta BIGINT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF delta <> 0 THEN
        INSERT INTO "booking_totals" ("id", "confirmedTotalPence") VALUES (1, delta)
        ON CONFLICT ("id") DO UPDATE
            SET "confirmedTotalPence" = "booking_totals"."confirmedTotalPence" + EXCLUDED."confirmedTotalPence";
    END IF;
END;
$$;

CREATE OR REPLACE FUNCTION "booking_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "booking_totals_add"(
        (SELECT COALESCE(SUM("totalPence"), 0) FROM "new_bookings" WHERE "status" = 'confirmed'));
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "booking_totals_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "booking_totals_add"(
        (SELECT COALESCE(SUM("totalPence"), 0) FROM "new_bookings" WHERE "status" = 'confirmed')
        - (SELECT COALESCE(SUM("totalPence"), 0) FROM "old_bookings" WHERE "status" = 'confirmed'));
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "booking_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "booking_totals_add"(
        -(SELECT COALESCE(SUM("totalPence"), 0) FROM "old_bookings" WHERE "status" = 'confirmed'));
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "booking_totals_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "booking_totals" ("id", "confirmedTotalPence") VALUES (1, 0)
    ON CONFLICT ("id") DO UPDATE SET "confirmedTotalPence" = 0;
    RETURN NULL;
END;
$$;

-- Rebuilt from the converted bookings (the table is locked by the ALTERs above until this commits),
-- so the total is exactly the sum of the pence the bookings now hold.
INSERT INTO "booking_totals" ("id", "confirmedTotalPence")
SELECT 1, COALESCE(SUM("totalPence"), 0) FROM "bookings" WHERE "status" = 'confirmed'
ON CONFLICT ("id") DO UPDATE SET "confirmedTotalPence" = EXCLUDED."confirmedTotalPence";
