-- Job alerts matched in bulk (the percolator): a period's due run fixes the window end once,
-- percolates the window's jobs against every alert and stores each due alert's matches here,
-- in the same transaction as the run's finished mark. Digests read their alert's row.

-- CreateTable
CREATE TABLE "alert_match_runs" (
    "period_key" TEXT NOT NULL,
    "through" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "alert_match_runs_pkey" PRIMARY KEY ("period_key")
);
-- The due run's clean-up of old runs.
CREATE INDEX "alert_match_runs_created_at_idx" ON "alert_match_runs"("created_at");

-- CreateTable
CREATE TABLE "alert_matches" (
    "period_key" TEXT NOT NULL,
    "alert_id" UUID NOT NULL,
    "job_ids" INTEGER[],

    CONSTRAINT "alert_matches_pkey" PRIMARY KEY ("period_key", "alert_id"),
    CONSTRAINT "alert_matches_period_key_fkey" FOREIGN KEY ("period_key")
        REFERENCES "alert_match_runs"("period_key") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "alert_matches_alert_id_fkey" FOREIGN KEY ("alert_id")
        REFERENCES "job_alerts"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "alert_matches_alert_id_idx" ON "alert_matches"("alert_id");
