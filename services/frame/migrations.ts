import type { Migration } from '../api/db/migrate.js'

/**
 * The frame's own tables, beside services/api's on the same database. Times are epoch
 * milliseconds (bigint), taken from the server's clock, so a test's clock drives them all.
 * Never edit one that has shipped; add a new one.
 */
export const frameMigrations: readonly Migration[] = [
  {
    // One live code per purpose and address: a new one replaces the last. `target` is the new
    // address of an email change; `unlocked` says its second code may be tried (the first passed).
    id: 'frame-001-codes',
    up: `
      CREATE TABLE frame_codes (
        purpose text NOT NULL CHECK (purpose IN ('login', 'update-primary', 'update-secondary')),
        email text NOT NULL,
        target text,
        salt text NOT NULL,
        hash text NOT NULL,
        attempts_left integer NOT NULL,
        unlocked boolean NOT NULL DEFAULT true,
        expires_at bigint NOT NULL,
        PRIMARY KEY (purpose, email)
      );
      CREATE INDEX frame_codes_expiry ON frame_codes (expires_at);`,
  },
  {
    // A sliding log per key: shared by every instance on the database, unlike an in-memory limiter.
    id: 'frame-002-rate-events',
    up: `
      CREATE TABLE frame_rate_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        key text NOT NULL,
        at bigint NOT NULL
      );
      CREATE INDEX frame_rate_events_key ON frame_rate_events (key, at);
      CREATE INDEX frame_rate_events_at ON frame_rate_events (at);`,
  },
  {
    // Only a token's SHA-256 is kept: a copy of the table signs nobody in.
    id: 'frame-003-sessions',
    up: `
      CREATE TABLE frame_sessions (
        token_hash text PRIMARY KEY,
        email text NOT NULL,
        created_at bigint NOT NULL,
        expires_at bigint NOT NULL
      );
      CREATE INDEX frame_sessions_email ON frame_sessions (email);
      CREATE INDEX frame_sessions_expiry ON frame_sessions (expires_at);`,
  },
  {
    id: 'frame-004-wallets',
    up: `
      CREATE TABLE frame_wallets (
        email text PRIMARY KEY,
        eip155_address text NOT NULL,
        solana_address text NOT NULL,
        auth_share text NOT NULL,
        recovery_share text NOT NULL,
        created_at bigint NOT NULL
      );`,
  },
  {
    // Who signed in how: a provider's subject is linked, once, to the account key that the
    // sessions and wallets are keyed by (frame_sessions.email, frame_wallets.email: an email, or
    // `${provider}:${subject}` for an identity without a verified email). The session remembers
    // how it was opened, so GET /v1/session can say so.
    id: 'frame-005-identities',
    up: `
      CREATE TABLE frame_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        account text NOT NULL,
        created_at bigint NOT NULL,
        PRIMARY KEY (provider, subject)
      );
      CREATE INDEX frame_identities_account ON frame_identities (account);
      ALTER TABLE frame_sessions ADD COLUMN auth_provider text NOT NULL DEFAULT 'email';
      ALTER TABLE frame_sessions ADD COLUMN user_name text;`,
  },
  {
    // One social sign-in from start to finish. `state` is the provider's round trip (one use: the
    // callback marks it), `binding` the SHA-256 of a secret only the frame page holds, `result_hash`
    // the SHA-256 of the result link's secret (one use: finish marks it), `outcome` the identity
    // the provider vouched for or its error, as JSON.
    id: 'frame-006-social-attempts',
    up: `
      CREATE TABLE frame_social_attempts (
        id text PRIMARY KEY,
        state text NOT NULL UNIQUE,
        project_id text NOT NULL,
        origin text NOT NULL,
        provider text NOT NULL,
        return_to text,
        redirect_uri text NOT NULL,
        code_verifier text NOT NULL,
        nonce text NOT NULL,
        binding text NOT NULL,
        called_back boolean NOT NULL DEFAULT false,
        result_hash text,
        outcome text,
        finished boolean NOT NULL DEFAULT false,
        expires_at bigint NOT NULL
      );
      CREATE INDEX frame_social_attempts_expiry ON frame_social_attempts (expires_at);`,
  },
  {
    // A farcaster sign-in between its start and its end: the relay's channel, the SIWF nonce and
    // domain it was opened for, and the binding (SHA-256 of a secret only the frame page holds).
    id: 'frame-farcaster-001-attempts',
    up: `
      CREATE TABLE frame_farcaster_attempts (
        id text PRIMARY KEY,
        channel_token text NOT NULL,
        nonce text NOT NULL,
        domain text NOT NULL,
        binding text NOT NULL,
        expires_at bigint NOT NULL
      );
      CREATE INDEX frame_farcaster_attempts_expiry ON frame_farcaster_attempts (expires_at);`,
  },
]
