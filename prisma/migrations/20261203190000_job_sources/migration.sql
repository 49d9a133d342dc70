-- Where a job comes from, as the product shows it: the employer's own board or an
-- aggregator (search filters on it), and whether the source's terms let us submit the job
-- to search engines (JSON-LD and sitemap entry; Remotive's forbid it). A run also keeps the
-- HTTP status its feed answered, so that a board gone (404 run after run) is paused.

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN "source_type" TEXT NOT NULL DEFAULT 'employer',
ADD COLUMN "search_engines" BOOLEAN NOT NULL DEFAULT true,
ADD CONSTRAINT "jobs_source_type_check" CHECK ("source_type" IN ('employer', 'aggregator'));

-- AlterTable
ALTER TABLE "ingest_runs" ADD COLUMN "http_status" INTEGER;
