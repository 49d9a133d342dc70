-- The traced rewrite of an optimization: its changes (each with the resume lines it
-- rewrites), the layout that rebuilds the text from them, and the ids the buyer rejected.

-- AlterTable
ALTER TABLE "optimizations" ADD COLUMN "changes" JSONB;
