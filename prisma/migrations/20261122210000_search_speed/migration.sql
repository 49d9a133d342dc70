-- Search at a million jobs.
--
-- Keep the search vector inside the row and move the description out of it. Evaluating
-- `search_vector @@ query` on a row (the description tier, capped counts) then reads the
-- heap page only, instead of fetching the vector from TOAST: about ten times faster.
-- Applies to rows written from now on; on a filled table run VACUUM FULL jobs once.

-- AlterTable
ALTER TABLE "jobs" ALTER COLUMN "search_vector" SET STORAGE MAIN;

-- AlterTable
ALTER TABLE "jobs" ALTER COLUMN "description" SET STORAGE EXTERNAL;

-- CreateIndex (newest first, with every column the ranking tiers and filters test, so
-- walking it needs no heap visits: index-only scans)
CREATE INDEX "jobs_recent_covering_idx" ON "jobs"("posted_at" DESC, "id" DESC)
    INCLUDE ("title_vector", "meta_vector", "category", "work_setting", "job_type", "salary_annual_max",
             "latitude", "longitude", "city", "state", "zip");

-- DropIndex (the covering index serves the same order)
DROP INDEX "jobs_posted_at_id_idx";
