-- Trigram matching for the admin's patient search (ILIKE '%…%' served by GIN indexes).
-- pg_trgm is a trusted extension: the database's owner may create it. PGlite loads it as a
-- contrib extension (src/server/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
