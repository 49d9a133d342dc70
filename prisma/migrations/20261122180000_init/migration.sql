-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "work_setting" AS ENUM ('remote', 'hybrid', 'on-site');

-- CreateEnum
CREATE TYPE "salary_period" AS ENUM ('year', 'month', 'hour');

-- CreateEnum
CREATE TYPE "tag_color" AS ENUM ('green', 'blue', 'purple', 'orange', 'red', 'teal', 'yellow');

-- CreateEnum
CREATE TYPE "optimization_status" AS ENUM ('queued', 'done', 'failed');

-- CreateEnum
CREATE TYPE "purchase_kind" AS ENUM ('resume_download', 'job_credit');

-- CreateEnum
CREATE TYPE "purchase_status" AS ENUM ('pending', 'paid', 'expired');

-- CreateEnum
CREATE TYPE "artifact_format" AS ENUM ('pdf', 'docx');

-- CreateTable
CREATE TABLE "jobs" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "city" TEXT,
    "state" CHAR(2),
    "zip" VARCHAR(10),
    "country" CHAR(2) NOT NULL DEFAULT 'US',
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "job_type" TEXT NOT NULL,
    "work_setting" "work_setting" NOT NULL,
    "category" TEXT NOT NULL,
    "salary_min" INTEGER,
    "salary_max" INTEGER,
    "salary_currency" CHAR(3),
    "salary_period" "salary_period",
    "description" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "source_id" TEXT NOT NULL,
    "tag_names" TEXT NOT NULL DEFAULT '',
    "posted_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3),
    -- Stored, so no query ever calls to_tsvector: title (A), company and tags (B),
    -- description (C). HTML tags in the description are skipped by the parser.
    "search_vector" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
        setweight(to_tsvector('english'::regconfig, "company" || ' ' || "tag_names"), 'B') ||
        setweight(to_tsvector('english'::regconfig, "description"), 'C')
    ) STORED,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tags" (
    "id" SERIAL NOT NULL,
    "job_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "color" "tag_color" NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "optimizations" (
    "id" UUID NOT NULL,
    "client_id" TEXT,
    "job_title" TEXT NOT NULL,
    "job_id" INTEGER,
    "resume_text" TEXT NOT NULL,
    "optimized_resume" TEXT,
    "preview" TEXT,
    "engine" TEXT NOT NULL,
    "match" JSONB,
    "status" "optimization_status" NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "optimizations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchases" (
    "id" UUID NOT NULL,
    "kind" "purchase_kind" NOT NULL,
    "provider" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "status" "purchase_status" NOT NULL DEFAULT 'pending',
    "amount_cents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "optimization_id" UUID,
    "job_id" INTEGER,
    "credit_used_by_id" UUID,
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "purchases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_events" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "download_artifacts" (
    "id" UUID NOT NULL,
    "purchase_id" UUID NOT NULL,
    "format" "artifact_format" NOT NULL,
    "content" BYTEA NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "download_artifacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscribers" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_subscribers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" BIGSERIAL NOT NULL,
    "aggregate" TEXT NOT NULL,
    "aggregate_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "jobs_posted_at_id_idx" ON "jobs"("posted_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "jobs_work_setting_posted_at_idx" ON "jobs"("work_setting", "posted_at" DESC);

-- CreateIndex
CREATE INDEX "jobs_category_posted_at_idx" ON "jobs"("category", "posted_at" DESC);

-- CreateIndex
CREATE INDEX "jobs_city_state_idx" ON "jobs"("city", "state");

-- CreateIndex
CREATE INDEX "jobs_zip_idx" ON "jobs"("zip");

-- CreateIndex
CREATE UNIQUE INDEX "jobs_source_source_id_key" ON "jobs"("source", "source_id");

-- CreateIndex (full-text search; not expressible in schema.prisma)
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING GIN ("search_vector");

-- CreateIndex (typo-tolerant title matching; not expressible in schema.prisma)
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "tags_job_id_name_key" ON "tags"("job_id", "name");

-- CreateIndex
CREATE INDEX "optimizations_created_at_idx" ON "optimizations"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "purchases_session_id_key" ON "purchases"("session_id");

-- CreateIndex
CREATE UNIQUE INDEX "purchases_credit_used_by_id_key" ON "purchases"("credit_used_by_id");

-- CreateIndex
CREATE INDEX "purchases_optimization_id_idx" ON "purchases"("optimization_id");

-- CreateIndex
CREATE INDEX "purchases_job_id_idx" ON "purchases"("job_id");

-- CreateIndex
CREATE UNIQUE INDEX "download_artifacts_purchase_id_format_key" ON "download_artifacts"("purchase_id", "format");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers"("email");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_id_idx" ON "outbox_events"("published_at", "id");

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "optimizations" ADD CONSTRAINT "optimizations_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_optimization_id_fkey" FOREIGN KEY ("optimization_id") REFERENCES "optimizations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "download_artifacts" ADD CONSTRAINT "download_artifacts_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
