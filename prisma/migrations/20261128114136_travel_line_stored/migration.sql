-- The flat travel fee is stored as a line beside the services, as the distance fee always was
-- ({ id: 0, title, price, kind: "travel" }), so e-mails, receipts, VAT invoices, credit notes and the
-- booking page itemise every booking from its stored lines and nothing re-derives it. A wizard
-- booking made before holds its services only, and its total is those plus the flat fee (none at a
-- partner bar): that difference, read from what each row stores, becomes its travel line. Done once
-- here rather than as a fallback at read time, so no reader ever has to guess which rows lack it.
-- Only wizard bookings ("public"): a lead's total is the magician's negotiated price and a quote's
-- or a bar service's lines already add up to their total. A row whose lines cannot be summed here
-- (bare catalogue ids, a price that is not a number) is left as it was.
WITH "entries" AS (
  SELECT
    b."id",
    b."totalPence",
    e,
    jsonb_typeof(e) = 'object'
      AND COALESCE(e->>'kind', '') <> 'travel'
      AND (
        jsonb_typeof(e->'price') = 'number'
        OR (jsonb_typeof(e->'price') = 'string' AND e->>'price' ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$')
      ) AS "summable"
  FROM "bookings" b
  CROSS JOIN LATERAL jsonb_array_elements(b."selectedServices") AS e
  WHERE b."source" = 'public' AND jsonb_typeof(b."selectedServices") = 'array'
),
"travel" AS (
  SELECT
    "id",
    "totalPence" - SUM(CASE WHEN "summable" THEN ROUND(TRIM(e->>'price')::numeric * 100) ELSE 0 END) AS "pence"
  FROM "entries"
  GROUP BY "id", "totalPence"
  HAVING bool_and("summable")
)
UPDATE "bookings" b
SET "selectedServices" = b."selectedServices" || jsonb_build_array(
  jsonb_build_object('id', 0, 'title', 'Travel fee', 'price', ROUND(t."pence" / 100.0, 2), 'kind', 'travel')
)
FROM "travel" t
WHERE b."id" = t."id" AND t."pence" > 0;
