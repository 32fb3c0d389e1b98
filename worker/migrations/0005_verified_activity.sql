-- The dashboard marks reps whose events came from the shared device credential (person_id NULL)
-- as unverified (issue 24 item 5). The activity index gains person_id so that query stays an
-- index-only scan (decision 0012's reason for the old index).
CREATE INDEX portal_events_rep_time_person ON portal_events (rep_email, occurred_at, rep_name, person_id);
DROP INDEX IF EXISTS portal_events_rep_time;
