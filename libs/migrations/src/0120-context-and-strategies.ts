import type { Migration } from './migration';

// Context fields and strategy definitions. Built-in fields and strategies are not rows until
// they are changed by an event (ADR 0020).
export const contextAndStrategies: Migration = {
  id: '0120-context-and-strategies',
  sql: `
-- context-fields projection
CREATE TABLE IF NOT EXISTS rm_context_fields (
  name          text        NOT NULL PRIMARY KEY,
  description   text        NOT NULL DEFAULT '',
  legal_values  jsonb       NOT NULL DEFAULT '[]'::jsonb,
  stickiness    boolean     NOT NULL DEFAULT false,
  sort_order    integer     NOT NULL DEFAULT 10,
  created_at    timestamptz
);

-- strategy-definitions projection
CREATE TABLE IF NOT EXISTS rm_strategy_definitions (
  name          text        NOT NULL PRIMARY KEY,
  title         text,
  description   text        NOT NULL DEFAULT '',
  editable      boolean     NOT NULL DEFAULT true,
  deprecated    boolean     NOT NULL DEFAULT false,
  parameters    jsonb       NOT NULL DEFAULT '[]'::jsonb
);
`,
};
