-- Every statement that adds outbox rows notifies the channel "outbox_events" (delivered at
-- commit, once per transaction), so a listening relay publishes them at once rather than at
-- its next poll.

-- CreateFunction
CREATE FUNCTION "outbox_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('outbox_events', '');
    RETURN NULL;
END
$$;

-- CreateTrigger
CREATE TRIGGER "outbox_events_notify" AFTER INSERT ON "outbox_events"
    FOR EACH STATEMENT EXECUTE FUNCTION "outbox_events_notify"();
