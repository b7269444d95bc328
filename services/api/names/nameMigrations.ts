import type { Migration } from '../db/migrate.js'

/**
 * One row per name: its label (the name without a suffix, so both suffixes find it), the address
 * in lower case (unique: one name per address) and as registered, and the issued-at moment (ms) of the
 * newest registration message the address signed, which no later message may repeat or predate.
 */
export const nameMigrations: readonly Migration[] = [
  {
    id: 'names-001-names',
    up: `
      CREATE TABLE names (
        label text PRIMARY KEY,
        address text NOT NULL UNIQUE,
        shown_address text NOT NULL,
        issued_ms bigint NOT NULL,
        registered_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
]
