import type { Migration } from './migration';

// catalog projection: a project environment's default strategy (ADR 0052), the strategy without
// its id that turning a flag on adds when it has none enabled. NULL: none set (the built-in
// flexibleRollout 100 % is added). Filled only by default-strategy-updated, so a rebuild writes it too.
export const projectEnvironmentDefaultStrategy: Migration = {
  id: '0450-project-environment-default-strategy',
  sql: `
ALTER TABLE rm_project_environments ADD COLUMN IF NOT EXISTS default_strategy jsonb;
`,
};
