-- One row per run of one job feed source: the ingest worker's scheduled runs and the
-- `npm run ingest` commands. The operator's status (GET /sources, `npm run ingest --
-- --status`) reads each source's newest row; a run still going has no finished_at.

-- CreateTable
CREATE TABLE "ingest_runs" (
    "id" BIGSERIAL NOT NULL,
    "source" TEXT NOT NULL,
    "connector" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "ok" BOOLEAN,
    "seen" INTEGER NOT NULL DEFAULT 0,
    "added" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "reopened" INTEGER NOT NULL DEFAULT 0,
    "closed" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "skipped_items" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "ingest_runs_pkey" PRIMARY KEY ("id"),
    -- What started the run: its schedule, `--source NAME`, or `--file PATH`.
    CONSTRAINT "ingest_runs_trigger_check" CHECK ("trigger" IN ('schedule', 'command', 'file'))
);

-- CreateIndex (each source's newest runs first)
CREATE INDEX "ingest_runs_source_started_at_idx" ON "ingest_runs"("source", "started_at" DESC);
