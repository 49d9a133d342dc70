-- Search in one ranked query, for a board of up to about 100,000 jobs.
--
-- The relevance tiers read the weights of the one stored search vector (title A, company
-- and tags B, description C), so the title and company/tag vectors go, with their GIN
-- indexes, the per-category index families and the covering index that held them. Sort
-- orders a search never reads from an index go too: it ranks every match, to count them.
-- What stays for search: the search vector's GIN index, a newest-first btree (below), the
-- radius, ZIP, city and free-text location indexes, and search_terms with its trigram
-- index, the vocabulary that typo correction picks words one edit away from (fuzzystrmatch).
-- A filled table gets the dropped columns' space back as rows are rewritten (VACUUM FULL
-- jobs does it at once).

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "fuzzystrmatch";

-- DropIndex (per category: title, company/tags and whole-document vectors)
DROP INDEX "jobs_title_development_idx", "jobs_title_design_idx", "jobs_title_marketing_idx", "jobs_title_management_idx",
    "jobs_title_customer_support_idx", "jobs_title_sales_idx", "jobs_title_finance_idx", "jobs_title_legal_idx",
    "jobs_title_hr_idx", "jobs_title_healthcare_idx", "jobs_title_engineering_idx", "jobs_title_administrative_idx";
DROP INDEX "jobs_meta_development_idx", "jobs_meta_design_idx", "jobs_meta_marketing_idx", "jobs_meta_management_idx",
    "jobs_meta_customer_support_idx", "jobs_meta_sales_idx", "jobs_meta_finance_idx", "jobs_meta_legal_idx",
    "jobs_meta_hr_idx", "jobs_meta_healthcare_idx", "jobs_meta_engineering_idx", "jobs_meta_administrative_idx";
DROP INDEX "jobs_search_development_idx", "jobs_search_design_idx", "jobs_search_marketing_idx", "jobs_search_management_idx",
    "jobs_search_customer_support_idx", "jobs_search_sales_idx", "jobs_search_finance_idx", "jobs_search_legal_idx",
    "jobs_search_hr_idx", "jobs_search_healthcare_idx", "jobs_search_engineering_idx", "jobs_search_administrative_idx";

-- DropIndex
DROP INDEX "jobs_recent_covering_idx";

-- DropIndex
DROP INDEX "jobs_title_vector_idx";

-- DropIndex
DROP INDEX "jobs_meta_vector_idx";

-- DropIndex
DROP INDEX "jobs_salary_annual_max_posted_at_id_idx";

-- DropIndex
DROP INDEX "jobs_company_posted_at_id_idx";

-- DropIndex
DROP INDEX "jobs_work_setting_posted_at_idx";

-- DropIndex
DROP INDEX "jobs_title_trgm_idx";

-- AlterTable
ALTER TABLE "jobs" DROP COLUMN "title_vector",
DROP COLUMN "meta_vector";

-- CreateIndex (newest first, with the filters a search without words tests, so that browsing
-- and its count read this index alone: index-only scans)
CREATE INDEX "jobs_posted_at_id_idx" ON "jobs"("posted_at" DESC, "id" DESC)
    INCLUDE ("category", "work_setting", "job_type", "salary_annual_max");
