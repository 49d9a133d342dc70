-- Items a run wrote after changing them (characters PostgreSQL refuses dropped, a
-- description over 100 KB cut), counted like skipped items, the first few with what changed.

-- AlterTable
ALTER TABLE "ingest_runs" ADD COLUMN "repaired" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "repaired_items" JSONB NOT NULL DEFAULT '[]';
