-- Up Migration
-- The booking schema is created by the migrator; tables arrive with the features that own them.
SELECT 1;

-- Down Migration
SELECT 1;
