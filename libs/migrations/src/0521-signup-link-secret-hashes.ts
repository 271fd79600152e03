import type { Migration } from './migration';

// Public sign-up links keep only their secret's SHA-256 (issue 35 §4, docs/adr/0060-write-receipts.md):
// the secret is shown once, in the create answer, like every other credential the API creates, so
// that no database reader and no backup holds a key that creates accounts. The links keep working
// (a sign-up hashes the presented secret); the admin's list names each link by its fingerprint.
// Rows written before keep working: their hash is computed here and the clear text dropped (dead
// tuples and old WAL segments may hold it until they are vacuumed and recycled: rotate such links).
export const signupLinkSecretHashes: Migration = {
  id: '0521-signup-link-secret-hashes',
  sql: `
ALTER TABLE auth_signup_links ADD COLUMN IF NOT EXISTS secret_hash text;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'auth_signup_links' AND column_name = 'secret') THEN
    UPDATE auth_signup_links SET secret_hash = encode(sha256(convert_to(secret, 'UTF8')), 'hex') WHERE secret_hash IS NULL;
    ALTER TABLE auth_signup_links DROP COLUMN secret;
  END IF;
END $$;
ALTER TABLE auth_signup_links ALTER COLUMN secret_hash SET NOT NULL;
`,
};
