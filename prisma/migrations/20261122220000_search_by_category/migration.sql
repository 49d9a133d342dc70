-- Search within a category at a million jobs.
--
-- A word and a category together: the GIN index of the whole table hands PostgreSQL every
-- job with the word (over 500,000 for a common one) before the category narrows them, which
-- took 0.3-3 s for the description tier. Per category, the same indexes hold only that
-- category's jobs: the same search takes 3-20 ms. Queries name the category as
-- `category = $n` (OR'ed for a group such as Technology), which PostgreSQL matches to these
-- indexes. The category list is contracts' JOB_CATEGORIES (a test keeps them equal); a job
-- in any other category is still found through the whole-table indexes.

-- DropIndex (the covering newest-first index serves category browsing index-only, and this
-- one only made PostgreSQL AND a 100,000-row bitmap onto the per-category GIN scans)
DROP INDEX "jobs_category_posted_at_idx";

-- CreateIndex: title_vector per category
CREATE INDEX "jobs_title_development_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'development';
CREATE INDEX "jobs_title_design_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'design';
CREATE INDEX "jobs_title_marketing_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'marketing';
CREATE INDEX "jobs_title_management_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'management';
CREATE INDEX "jobs_title_customer_support_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'customer-support';
CREATE INDEX "jobs_title_sales_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'sales';
CREATE INDEX "jobs_title_finance_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'finance';
CREATE INDEX "jobs_title_legal_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'legal';
CREATE INDEX "jobs_title_hr_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'hr';
CREATE INDEX "jobs_title_healthcare_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'healthcare';
CREATE INDEX "jobs_title_engineering_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'engineering';
CREATE INDEX "jobs_title_administrative_idx" ON "jobs" USING GIN ("title_vector") WHERE "category" = 'administrative';

-- CreateIndex: meta_vector per category
CREATE INDEX "jobs_meta_development_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'development';
CREATE INDEX "jobs_meta_design_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'design';
CREATE INDEX "jobs_meta_marketing_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'marketing';
CREATE INDEX "jobs_meta_management_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'management';
CREATE INDEX "jobs_meta_customer_support_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'customer-support';
CREATE INDEX "jobs_meta_sales_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'sales';
CREATE INDEX "jobs_meta_finance_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'finance';
CREATE INDEX "jobs_meta_legal_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'legal';
CREATE INDEX "jobs_meta_hr_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'hr';
CREATE INDEX "jobs_meta_healthcare_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'healthcare';
CREATE INDEX "jobs_meta_engineering_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'engineering';
CREATE INDEX "jobs_meta_administrative_idx" ON "jobs" USING GIN ("meta_vector") WHERE "category" = 'administrative';

-- CreateIndex: search_vector per category
CREATE INDEX "jobs_search_development_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'development';
CREATE INDEX "jobs_search_design_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'design';
CREATE INDEX "jobs_search_marketing_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'marketing';
CREATE INDEX "jobs_search_management_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'management';
CREATE INDEX "jobs_search_customer_support_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'customer-support';
CREATE INDEX "jobs_search_sales_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'sales';
CREATE INDEX "jobs_search_finance_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'finance';
CREATE INDEX "jobs_search_legal_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'legal';
CREATE INDEX "jobs_search_hr_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'hr';
CREATE INDEX "jobs_search_healthcare_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'healthcare';
CREATE INDEX "jobs_search_engineering_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'engineering';
CREATE INDEX "jobs_search_administrative_idx" ON "jobs" USING GIN ("search_vector") WHERE "category" = 'administrative';
