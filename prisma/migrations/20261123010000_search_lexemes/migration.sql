-- Every lexeme that any job's search vector holds (title, company, tags and description;
-- title_vector and meta_vector hold a subset of it).
--
-- A search's last word is a prefix ('engineer' → 'engin':*), so that a word being typed
-- finds its completions. GIN answers a prefix by first collecting every job that any lexeme
-- with that prefix matches into one bitmap, before it intersects the other words and
-- filters: 'kafka' & 'engin':* in Denver took 264–292 ms to count at 1M jobs, against
-- 20–23 ms for 'kafka' & 'engin'. Knowing the lexemes, a search names the few a prefix
-- stands for instead ('engin':* → 'engin'), which GIN intersects as it reads them.
--
-- Kept by statement triggers, so every way of writing jobs (upserts, COPY, updates) keeps
-- it whole; it never shrinks: a lexeme no job holds any more matches nothing. A bulk load
-- (the seed's COPY, which the trigger slowed by ~75 µs a job) sets highpay.bulk_load for its
-- transaction and records its rows' lexemes itself before it commits, in one pass
-- (recordSearchLexemes, ~20 µs a job). "C" collation: byte order, as GIN compares lexemes,
-- so a prefix is one range of the key.

-- CreateTable
CREATE TABLE "search_lexemes" (
    "lexeme" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "search_lexemes_pkey" PRIMARY KEY ("lexeme")
);

-- CreateFunction
CREATE FUNCTION "record_search_lexemes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('highpay.bulk_load', true) = 'on' THEN
        RETURN NULL;
    END IF;
    -- In key order, so that two transactions adding the same lexemes never wait on each other in turn.
    INSERT INTO "search_lexemes" ("lexeme")
    SELECT DISTINCT l FROM "changed_jobs" j, unnest(tsvector_to_array(j."search_vector")) AS l
    ORDER BY l
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;

-- CreateTrigger
CREATE TRIGGER "jobs_search_lexemes_insert" AFTER INSERT ON "jobs"
    REFERENCING NEW TABLE AS "changed_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "record_search_lexemes"();

-- CreateTrigger
CREATE TRIGGER "jobs_search_lexemes_update" AFTER UPDATE ON "jobs"
    REFERENCING NEW TABLE AS "changed_jobs" FOR EACH STATEMENT EXECUTE FUNCTION "record_search_lexemes"();

-- Backfill
INSERT INTO "search_lexemes" ("lexeme")
SELECT DISTINCT l FROM "jobs" j, unnest(tsvector_to_array(j."search_vector")) AS l
ON CONFLICT DO NOTHING;
