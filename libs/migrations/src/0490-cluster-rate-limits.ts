import type { Migration } from './migration';

// Rate limits shared by every API node (docs/adr/0057-several-nodes.md): one row per limited key
// (a signal endpoint, an SDK token) holding its theoretical arrival time (GCRA) in microseconds of
// the database's clock, so that every node measures time alike. Taking is one call of
// pennant_rate_take, which locks the key's row, grants up to `p_wanted` requests within the
// burst and returns how many it granted, or how long until the next one fits. UNLOGGED: limiter
// state is not worth WAL; after a crash the table is empty and every key starts with a full burst.
export const clusterRateLimits: Migration = {
  id: '0490-cluster-rate-limits',
  sql: `
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limits (
  key     text   PRIMARY KEY,
  tat_us  bigint NOT NULL
);

CREATE OR REPLACE FUNCTION pennant_rate_take(p_key text, p_interval_us bigint, p_capacity integer, p_wanted integer,
                                             OUT granted integer, OUT wait_us bigint)
LANGUAGE plpgsql AS $$
DECLARE
  now_us bigint;
  tat    bigint;
  base   bigint;
  room   bigint;
BEGIN
  INSERT INTO rate_limits (key, tat_us) VALUES (p_key, 0) ON CONFLICT (key) DO NOTHING;
  SELECT r.tat_us INTO tat FROM rate_limits r WHERE r.key = p_key FOR UPDATE;
  -- Read after the row lock: a caller that waited for another sees the time it is served at.
  now_us := (extract(epoch FROM clock_timestamp()) * 1000000)::bigint;
  base := greatest(tat, now_us);
  room := (now_us + p_capacity * p_interval_us - base) / p_interval_us;
  granted := least(p_wanted, greatest(room, 0))::integer;
  IF granted > 0 THEN
    UPDATE rate_limits SET tat_us = base + granted * p_interval_us WHERE key = p_key;
    wait_us := 0;
  ELSE
    wait_us := base - (p_capacity - 1) * p_interval_us - now_us;
  END IF;
END $$;
`,
};
