import type { Sql } from '../../api/db/Sql.js'
import type { StoredWallet } from '../frameSchemas.js'

interface WalletRow extends Record<string, unknown> {
  eip155_address: string
  solana_address: string
  auth_share: string
  recovery_share: string
}

/** The wallet of `email`, or null: the caller must have proved the address (a code or a session). */
export async function findWallet(sql: Sql, email: string): Promise<StoredWallet | null> {
  const [row] = await sql.query<WalletRow>('SELECT eip155_address, solana_address, auth_share, recovery_share FROM frame_wallets WHERE email = $1', [email])
  if (!row) return null
  return {
    addresses: { eip155: row.eip155_address, solana: row.solana_address },
    authShare: row.auth_share,
    recoveryShare: row.recovery_share,
  }
}

/** Stores the first wallet of `email`; false when it has one (one address, one key, for good). */
export async function storeWallet(sql: Sql, email: string, wallet: StoredWallet, now: number): Promise<boolean> {
  const inserted = await sql.query(
    `INSERT INTO frame_wallets (email, eip155_address, solana_address, auth_share, recovery_share, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (email) DO NOTHING RETURNING email`,
    [email, wallet.addresses.eip155, wallet.addresses.solana, wallet.authShare, wallet.recoveryShare, now],
  )
  return inserted.length > 0
}

/** Whether `email` holds a wallet. */
export async function hasWallet(sql: Sql, email: string): Promise<boolean> {
  return (await sql.query('SELECT 1 AS one FROM frame_wallets WHERE email = $1', [email])).length > 0
}

/** Gives the wallet of `from` to `to`, which must hold none (the primary key refuses otherwise). */
export async function moveWallet(sql: Sql, from: string, to: string): Promise<void> {
  await sql.query('UPDATE frame_wallets SET email = $2 WHERE email = $1', [from, to])
}
