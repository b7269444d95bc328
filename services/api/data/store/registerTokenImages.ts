import type { Sql } from '../../db/Sql.js'

/**
 * Gives each symbol an image on the API's /public/getTokenImage route, which draws images for the
 * rows of its asset_images table (by symbol, upper-cased). Rows already there keep their label.
 * Best effort: without that table (the data layer used on its own) there is nothing to do, and a
 * missing image never matters enough to fail indexing.
 */
export async function registerTokenImages(sql: Sql, symbols: readonly string[], log: (message: string) => void = (message) => console.warn(message)): Promise<void> {
  const unique = [...new Set(symbols.filter((symbol) => symbol !== ''))]
  if (unique.length === 0) return
  try {
    const [table] = await sql.query<{ present: boolean }>("SELECT to_regclass('asset_images') IS NOT NULL AS present")
    if (!table?.present) return
    const params: unknown[] = []
    const rows = unique.map((symbol) => {
      params.push(symbol.toUpperCase(), symbol)
      return `('token', $${params.length - 1}, $${params.length})`
    })
    await sql.query(`INSERT INTO asset_images (kind, id, label) VALUES ${rows.join(', ')} ON CONFLICT DO NOTHING`, params)
  } catch (error) {
    log(`[data] could not register token images: ${error instanceof Error ? error.message : String(error)}`)
  }
}
