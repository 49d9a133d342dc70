-- A job's updated_at is the version its search-engine document carries. now() is the start of
-- the writing transaction and is stored to the millisecond, so a transaction that began earlier
-- but wrote later could give a row an older version than the one indexed, and two writes in one
-- millisecond the same one. From here on every change of a row moves updated_at forward: to the
-- time the row is written (after its lock is taken), at least a millisecond past the last.

-- CreateFunction
CREATE FUNCTION "jobs_advance_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW IS DISTINCT FROM OLD THEN
        NEW."updated_at" := greatest(clock_timestamp(), OLD."updated_at" + interval '1 millisecond');
    END IF;
    RETURN NEW;
END
$$;

-- CreateTrigger
CREATE TRIGGER "jobs_advance_updated_at" BEFORE UPDATE ON "jobs"
    FOR EACH ROW EXECUTE FUNCTION "jobs_advance_updated_at"();
