import type { Migration } from './migration';

// Which feedback prompts of Unleash's admin UI a person has answered or dismissed (Unleash's
// user feedback: `feedback` of GET /api/admin/user), so that the UI does not ask again. A
// preference of the UI, like a session: no event writes it, a rebuild does not touch it, an
// export leaves it out.
export const userFeedback: Migration = {
  id: '0510-user-feedback',
  sql: `
CREATE TABLE IF NOT EXISTS user_feedback (
  user_id      integer     NOT NULL,
  feedback_id  text        NOT NULL,
  given        timestamptz,
  never_show   boolean     NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, feedback_id)
);
`,
};
