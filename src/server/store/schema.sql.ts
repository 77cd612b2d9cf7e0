/** The submissions table. One row per contact message or application; CV bytes live in files beside it. */
/** 2: request_hash (the fingerprint of what was sent under an Idempotency-Key). */
export const storeVersion = 2;

export const createTables = `
CREATE TABLE IF NOT EXISTS submissions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'application')),
  created_at INTEGER NOT NULL,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  service TEXT,
  phone TEXT,
  position TEXT,
  message TEXT,
  cv_file TEXT,
  cv_name TEXT,
  cv_size INTEGER,
  cv_type TEXT,
  idempotency_key TEXT,
  request_hash TEXT,
  delivered_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS submissions_idempotency ON submissions (kind, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX IF NOT EXISTS submissions_outbox ON submissions (delivered_at, next_attempt_at);
CREATE INDEX IF NOT EXISTS submissions_created ON submissions (kind, created_at);
`;
