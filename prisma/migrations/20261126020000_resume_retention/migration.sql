-- Resumes are deleted 30 days after they are optimized, or at once when their owner asks;
-- payment records are kept 7 years (the privacy policy). An optimization a purchase points
-- at keeps its row, blanked and stamped with when and why, so the purchase still says what
-- was bought and a download of it can say why its files are gone.

-- CreateEnum
CREATE TYPE "resume_deletion" AS ENUM ('user_request', 'retention');

-- AlterTable
ALTER TABLE "optimizations" ADD COLUMN "resume_deleted_at" TIMESTAMPTZ(3),
ADD COLUMN "resume_deletion" "resume_deletion";

-- CreateIndex (partial, so rows already erased are never walked again)
CREATE INDEX "optimizations_created_at_unerased_idx" ON "optimizations"("created_at") WHERE "resume_deleted_at" IS NULL;

-- CreateIndex
CREATE INDEX "purchases_created_at_idx" ON "purchases"("created_at");

-- CreateIndex
CREATE INDEX "webhook_events_received_at_idx" ON "webhook_events"("received_at");
