-- The demo catalogue (services, bar services, partner bars, promotions) is seeded once per database,
-- recorded by this setting, so what the magician deletes stays deleted. A database whose catalogue
-- already has rows was seeded before the flag existed.
INSERT INTO "settings" ("key", "value", "updatedAt")
SELECT 'catalogue_seeded', 'true', CURRENT_TIMESTAMP
WHERE EXISTS (SELECT 1 FROM "services")
   OR EXISTS (SELECT 1 FROM "bar_services")
   OR EXISTS (SELECT 1 FROM "promotions")
ON CONFLICT ("key") DO NOTHING;
