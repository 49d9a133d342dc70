-- The day of the exchange rate a job's yearly USD figure was made with (the ECB's daily
-- reference rates, or the dated file's): shown beside the figure. Null for pay in USD.

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN "salary_yearly_usd_rate_date" DATE;
