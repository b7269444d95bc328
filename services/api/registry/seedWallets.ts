import type { Sql } from '../db/Sql.js'
import type { RegistryWallet } from './RegistryWallet.js'

const COLUMNS = ['id', 'name', 'image_id', 'rank', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link', 'app_store',
  'play_store', 'chrome_store', 'homepage', 'chains', 'badge_type'] as const
const BATCH = 50

/**
 * Writes the listings, replacing the fields of those already there, so a registry that changed in
 * code reaches a persisted database on the next start. Listings added by hand are left alone.
 */
export async function seedWallets(sql: Sql, wallets: readonly RegistryWallet[]): Promise<void> {
  await sql.transaction((tx) => upsertWallets(tx, wallets))
}

/** The upsert of seedWallets, inside a transaction the caller holds (registry:import writes logos in the same one). */
export async function upsertWallets(tx: Sql, wallets: readonly RegistryWallet[]): Promise<void> {
  const updates = COLUMNS.filter((column) => column !== 'id').map((column) => `${column} = EXCLUDED.${column}`).join(', ')
  for (let start = 0; start < wallets.length; start += BATCH) {
    const batch = wallets.slice(start, start + BATCH)
    const params: unknown[] = []
    const rows = batch.map((wallet) => {
      const placeholders = COLUMNS.map((column) => {
        params.push(wallet[column])
        return column === 'chains' ? `$${params.length}::text[]` : `$${params.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await tx.query(
      `INSERT INTO wallets (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')} ON CONFLICT (id) DO UPDATE SET ${updates}`,
      params,
    )
  }
}
