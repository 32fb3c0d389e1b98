-- Funnel insight (issue 28 item 1, decision 0027): daily counters, nothing per visitor. One row per
-- UTC day, metric and route; the queue consumer adds a whole batch of beacons in one D1 batch.
-- 'view': a public page shown, by its route-table path ('(other)' for every unknown path);
-- 'gate': the Data In Action access form shown (route '/data-in-action').
CREATE TABLE insight_counts (
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  metric TEXT NOT NULL CHECK (metric IN ('view', 'gate')),
  route TEXT NOT NULL,
  views INTEGER NOT NULL CHECK (views >= 0),
  PRIMARY KEY (day, metric, route)
) WITHOUT ROWID;
