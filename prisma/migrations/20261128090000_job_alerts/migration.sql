-- Job alerts: an address (no account) saves searches that mail it new matching jobs, daily
-- or weekly, after it confirms. Each sent (or empty) digest is one row keyed by alert and
-- period, claimed before the mail goes out: a period's digest is sent once.

-- CreateTable
CREATE TABLE "alert_subscribers" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "email" TEXT NOT NULL,
    "paused_at" TIMESTAMPTZ(3),
    "pause_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "alert_subscribers_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "alert_subscribers_email_key" ON "alert_subscribers"("email");

-- CreateTable
CREATE TABLE "job_alerts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "subscriber_id" UUID NOT NULL,
    "criteria" JSONB NOT NULL,
    "period" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "matched_through" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_alerts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "job_alerts_period_check" CHECK ("period" IN ('daily', 'weekly')),
    CONSTRAINT "job_alerts_subscriber_id_fkey" FOREIGN KEY ("subscriber_id")
        REFERENCES "alert_subscribers"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "job_alerts_subscriber_id_idx" ON "job_alerts"("subscriber_id");
-- The due-run's scan: confirmed alerts of one period.
CREATE INDEX "job_alerts_period_confirmed_at_idx" ON "job_alerts"("period", "confirmed_at");

-- CreateTable
CREATE TABLE "alert_digests" (
    "alert_id" UUID NOT NULL,
    "period_key" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "window_end" TIMESTAMPTZ(3) NOT NULL,
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "job_count" INTEGER,

    CONSTRAINT "alert_digests_pkey" PRIMARY KEY ("alert_id", "period_key"),
    CONSTRAINT "alert_digests_status_check" CHECK ("status" IN ('sending', 'sent', 'empty', 'failed')),
    CONSTRAINT "alert_digests_alert_id_fkey" FOREIGN KEY ("alert_id")
        REFERENCES "job_alerts"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
