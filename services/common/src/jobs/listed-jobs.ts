// Which jobs are listed, in one place for every reader of the jobs table (search, its
// engine indexer, alerts, the sitemap): open, and not another source's copy of a listed one.

/**
 * The predicate over `jobs j`. Word for word the predicate of the partial index
 * jobs_listed_posted_at_id_idx, so the planner can use it.
 */
export const LISTED = 'j.closed_at IS NULL AND j.duplicate_of IS NULL';
