import type { Migration } from './migration';

// access projection: custom roles and groups; catalog projection: who holds which role in which project.
export const rolesGroupsProjectAccess: Migration = {
  id: '0170-roles-groups-project-access',
  sql: `
CREATE TABLE IF NOT EXISTS rm_roles (
  id    integer PRIMARY KEY,
  data  jsonb   NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_groups (
  id           integer     PRIMARY KEY,
  name         text        NOT NULL,
  description  text,
  created_at   timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_group_users (
  group_id  integer NOT NULL,
  user_id   integer NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
CREATE TABLE IF NOT EXISTS rm_project_access (
  project       text    NOT NULL,
  subject_kind  text    NOT NULL,
  subject_id    integer NOT NULL,
  role_id       integer NOT NULL,
  granted_at    timestamptz NOT NULL,
  PRIMARY KEY (project, subject_kind, subject_id, role_id)
);
CREATE INDEX IF NOT EXISTS rm_project_access_role ON rm_project_access (role_id);
`,
};
