import type { Sql } from '../db/Sql.js'
import type { AssetImage } from './assetImages.js'

/** Writes the images' labels; an image already there keeps its row, with the label given here. */
export async function seedAssetImages(sql: Sql, images: readonly AssetImage[]): Promise<void> {
  if (images.length === 0) return
  const params: unknown[] = []
  const rows = images.map((image) => {
    params.push(image.kind, image.id, image.label)
    return `($${params.length - 2}, $${params.length - 1}, $${params.length})`
  })
  await sql.query(
    `INSERT INTO asset_images (kind, id, label) VALUES ${rows.join(', ')}
     ON CONFLICT (kind, id) DO UPDATE SET label = EXCLUDED.label`,
    params,
  )
}
