-- pgvector (dense retrieval) and pg_trgm (fuzzy names and titles). PGlite loads both as extensions; on a
-- PostgreSQL server they must be installed (scripts/ensure-system-deps.sh builds pgvector for the tests).
CREATE EXTENSION IF NOT EXISTS vector;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
