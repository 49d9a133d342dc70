-- The head of a job title, the words that name the trade ("Registered Nurse" of "Registered
-- Nurse - ICU Nights"), each followed by the word 'zzend': a search's words followed by it
-- end a head, so they name the job ("nurse" the nurse, not the "Nurse Recruiter"). The rule
-- is services/common/src/search/title-head.ts: asides in brackets dropped, "a / b" two
-- titles, each cut at its first dash, comma, colon, bar, " of " or " at ", and a level
-- number ("II", "2") dropped from its end.

-- CreateFunction
CREATE FUNCTION "job_title_heads"("title" TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT coalesce(string_agg(h.head || ' zzend', ' ' ORDER BY h.n), '')
      FROM (SELECT a.n, regexp_replace(
                       regexp_replace(
                           (regexp_split_to_array(a.alternative, '\s+[-–—|]\s+|,|:|\s+(?:of|at)\s+', 'i'))[1],
                           '(?:\s+(?:i{1,3}|iv|v|[1-5]))+\s*$', '', 'i'),
                       '^\s+|\s+$', '', 'g') AS head
              FROM regexp_split_to_table(regexp_replace("title", '\([^)]*\)|\[[^]]*\]', ' ', 'g'), '\s+/\s+')
                   WITH ORDINALITY AS a(alternative, n)) h
     WHERE h.head <> ''
$$;

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN "title_head_vector" tsvector
    GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "job_title_heads"("title"))) STORED;
