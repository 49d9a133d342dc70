-- Search: small stored vectors for ranking tiers (title; company and tags), annualized
-- salary for the floor and the salary sort, geo index for radius search, index orders
-- for every sort, and the vocabulary that typo correction (pg_trgm) picks words from.

-- AlterTable
ALTER TABLE "jobs"
    ADD COLUMN "title_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title")) STORED,
    ADD COLUMN "meta_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "company" || ' ' || "tag_names")) STORED,
    ADD COLUMN "salary_annual_max" INTEGER GENERATED ALWAYS AS (
        CASE "salary_period"
            WHEN 'hour' THEN "salary_max" * 2080
            WHEN 'month' THEN "salary_max" * 12
            ELSE "salary_max"
        END
    ) STORED;

-- CreateTable
CREATE TABLE "search_terms" (
    "term" TEXT NOT NULL,

    CONSTRAINT "search_terms_pkey" PRIMARY KEY ("term")
);

-- CreateIndex
CREATE INDEX "jobs_title_vector_idx" ON "jobs" USING GIN ("title_vector");

-- CreateIndex
CREATE INDEX "jobs_meta_vector_idx" ON "jobs" USING GIN ("meta_vector");

-- CreateIndex
CREATE INDEX "jobs_salary_annual_max_posted_at_id_idx" ON "jobs"("salary_annual_max" DESC NULLS LAST, "posted_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "jobs_company_posted_at_id_idx" ON "jobs"("company", "posted_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "jobs_geo_idx" ON "jobs" USING GIST (point("longitude", "latitude")) WHERE "latitude" IS NOT NULL;

-- CreateIndex
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING GIN ("term" gin_trgm_ops);

-- CreateIndex (city names match whatever their case)
CREATE INDEX "jobs_city_lower_state_idx" ON "jobs"(lower("city"), "state");

-- CreateIndex (free-text locations such as "Remote")
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING GIN ("location" gin_trgm_ops);
