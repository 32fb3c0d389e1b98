-- Lead inbox for managers (issue 28 item 8): each lead can have an owner from the people
-- directory, and the inbox filters by owner and by delivery state.
ALTER TABLE leads ADD COLUMN owner_id TEXT REFERENCES people (id);
CREATE INDEX leads_owner ON leads (owner_id, received_at DESC, id DESC);
CREATE INDEX leads_delivery_state ON leads (delivery_state, received_at DESC, id DESC);
