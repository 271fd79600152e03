import type { Migration } from './migration';

// change-requests projection. Change request ids come from a sequence: ids only need to be
// unique and increasing; every event carries its id, so a rebuild never consults the sequence.
export const changeRequests: Migration = {
  id: '0040-change-requests',
  sql: `
CREATE SEQUENCE IF NOT EXISTS change_request_ids;
CREATE TABLE IF NOT EXISTS rm_change_request_config (
  project             text    NOT NULL,
  environment         text    NOT NULL,
  enabled             boolean NOT NULL,
  required_approvals  integer NOT NULL,
  PRIMARY KEY (project, environment)
);
CREATE TABLE IF NOT EXISTS rm_change_requests (
  id                bigint PRIMARY KEY,
  project           text        NOT NULL,
  environment       text        NOT NULL,
  title             text,
  state             text        NOT NULL,
  min_approvals     integer     NOT NULL,
  author_key        text        NOT NULL,
  created_by_id     integer,
  created_by_name   text        NOT NULL,
  created_at        timestamptz NOT NULL,
  scheduled_at      timestamptz,
  schedule_status   text,
  schedule_reason   text
);
CREATE INDEX IF NOT EXISTS rm_change_requests_project ON rm_change_requests (project, state);
CREATE TABLE IF NOT EXISTS rm_change_request_changes (
  change_request_id  bigint      NOT NULL,
  change_id          integer     NOT NULL,
  feature            text,
  segment_id         integer,
  action             text        NOT NULL,
  payload            jsonb       NOT NULL,
  created_by_name    text        NOT NULL,
  created_at         timestamptz NOT NULL,
  PRIMARY KEY (change_request_id, change_id)
);
CREATE TABLE IF NOT EXISTS rm_change_request_reviews (
  change_request_id  bigint      NOT NULL,
  kind               text        NOT NULL,
  reviewer_id        integer,
  reviewer_name      text        NOT NULL,
  comment            text,
  created_at         timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_change_request_reviews_cr ON rm_change_request_reviews (change_request_id);
`,
};
