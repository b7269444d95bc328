import type { Migration } from './db/migrate.js'

/**
 * The provider API's own tables. Applied in order before any extension's; never edit one that has
 * shipped, add a new one. Plain SQL that PGlite and PostgreSQL both run.
 */
export const apiMigrations: readonly Migration[] = [
  {
    id: 'api-001-projects',
    up: `
      CREATE TABLE projects (
        id text PRIMARY KEY,
        name text NOT NULL,
        allowed_origins jsonb NOT NULL DEFAULT '[]'::jsonb,
        features jsonb NOT NULL DEFAULT '[]'::jsonb,
        analytics_enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    id: 'api-002-wallets',
    up: `
      CREATE TABLE wallets (
        id text PRIMARY KEY,
        name text NOT NULL UNIQUE,
        image_id text NOT NULL UNIQUE,
        rank integer NOT NULL,
        rdns text,
        mobile_link text,
        desktop_link text,
        webapp_link text,
        app_store text,
        play_store text,
        chrome_store text,
        homepage text,
        chains text[] NOT NULL DEFAULT '{}',
        badge_type text
      );
      CREATE INDEX wallets_rank ON wallets (rank, id);`,
  },
  {
    id: 'api-003-asset-images',
    up: `
      CREATE TABLE asset_images (
        kind text NOT NULL CHECK (kind IN ('network', 'currency', 'token')),
        id text NOT NULL,
        label text NOT NULL,
        PRIMARY KEY (kind, id)
      );`,
  },
  {
    id: 'api-004-analytics-events',
    up: `
      CREATE TABLE analytics_events (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        event_id text NOT NULL,
        url text NOT NULL,
        domain text NOT NULL,
        sent_at bigint NOT NULL,
        props jsonb NOT NULL,
        sdk_type text NOT NULL,
        sdk_version text NOT NULL,
        origin text,
        received_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (project_id, event_id)
      );
      CREATE INDEX analytics_events_project_seq ON analytics_events (project_id, seq);`,
  },
  {
    // Retention counts bytes as well as rows, so a few large events cannot hold as much as
    // thousands of small ones; each project's running totals spare a count over its events on
    // every insert. Rows stored before it count their text as stored.
    id: 'api-005-analytics-retention',
    up: `
      ALTER TABLE analytics_events ADD COLUMN bytes integer;
      UPDATE analytics_events SET bytes = octet_length(event_id) + octet_length(url) + octet_length(domain) + octet_length(props::text);
      ALTER TABLE analytics_events ALTER COLUMN bytes SET NOT NULL;
      CREATE TABLE analytics_usage (
        project_id text PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
        events integer NOT NULL,
        bytes bigint NOT NULL
      );
      INSERT INTO analytics_usage (project_id, events, bytes)
        SELECT project_id, count(*), sum(bytes) FROM analytics_events GROUP BY project_id;`,
  },
  {
    // Logos fetched by `npm run registry:import`; a listing without one is drawn from its name.
    id: 'api-006-wallet-logos',
    up: `
      CREATE TABLE wallet_logos (
        image_id text PRIMARY KEY,
        content_type text NOT NULL,
        bytes bytea NOT NULL
      );`,
  },
  {
    // Every change to the registry, by the seed, an import or by hand, bumps one version that every
    // API instance compares with its in-memory listing cache (registry/createListingCache.ts).
    id: 'api-007-registry-version',
    up: `
      CREATE TABLE registry_version (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL
      );
      INSERT INTO registry_version (version) VALUES (1);
      CREATE FUNCTION bump_registry_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE registry_version SET version = version + 1;
        RETURN NULL;
      END $$;
      CREATE TRIGGER wallets_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wallets
        FOR EACH STATEMENT EXECUTE FUNCTION bump_registry_version();
      CREATE TRIGGER wallet_logos_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wallet_logos
        FOR EACH STATEMENT EXECUTE FUNCTION bump_registry_version();`,
  },
]
