-- Jobs from employers' feeds: pay in yearly USD (dated exchange rates, set by the writer
-- in place of the generated USD-only salary_annual_max), remote eligibility, where to
-- apply, whom to credit, closing, cross-source duplicates and the sample flag.
--
-- A job is listed (searchable) while it is open and not a duplicate of another source's
-- copy of the same opening: closed_at IS NULL AND duplicate_of IS NULL. Queries state that
-- predicate word for word so that the partial indexes below serve them.

-- DropIndex (it included salary_annual_max; recreated below over listed jobs)
DROP INDEX "jobs_posted_at_id_idx";

-- AlterTable
ALTER TABLE "jobs"
    ADD COLUMN "salary_yearly_usd" INTEGER,
    ADD COLUMN "remote_eligibility" JSONB,
    ADD COLUMN "open_to" TEXT[],
    ADD COLUMN "apply_url" TEXT,
    ADD COLUMN "attribution" JSONB,
    ADD COLUMN "sample" BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN "closed_at" TIMESTAMPTZ(3),
    ADD COLUMN "duplicate_of" INTEGER,
    ADD COLUMN "apply_key" TEXT,
    ADD COLUMN "match_key" TEXT,
    ALTER COLUMN "country" DROP NOT NULL;

-- Backfill: the jobs so far are the seed's demo jobs, all in the US and paid in USD.
UPDATE "jobs" SET
    "salary_yearly_usd" = CASE WHEN "salary_currency" IS NULL OR "salary_currency" = 'USD' THEN "salary_annual_max" END,
    "sample" = ("source" = 'demo'),
    "remote_eligibility" = CASE WHEN "work_setting" = 'remote'
        THEN '{"anywhere":false,"countries":["US"],"regions":[],"utcOffsets":null,"label":"US only"}'::jsonb END,
    "open_to" = CASE WHEN "work_setting" = 'remote' THEN ARRAY['US'] END;

-- AlterTable
ALTER TABLE "jobs" DROP COLUMN "salary_annual_max";

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_duplicate_of_fkey" FOREIGN KEY ("duplicate_of") REFERENCES "jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex (newest first over listed jobs, with the filters a search without words tests)
CREATE INDEX "jobs_listed_posted_at_id_idx" ON "jobs"("posted_at" DESC, "id" DESC)
    INCLUDE ("category", "work_setting", "job_type", "salary_yearly_usd")
    WHERE "closed_at" IS NULL AND "duplicate_of" IS NULL;

-- CreateIndex ("Remote jobs open to": '*' stands for every country)
CREATE INDEX "jobs_open_to_idx" ON "jobs" USING GIN ("open_to");

-- CreateIndex (finding the same opening from another source)
CREATE INDEX "jobs_apply_key_idx" ON "jobs"("apply_key") WHERE "closed_at" IS NULL;
CREATE INDEX "jobs_match_key_idx" ON "jobs"("match_key") WHERE "closed_at" IS NULL;
CREATE INDEX "jobs_duplicate_of_idx" ON "jobs"("duplicate_of");
