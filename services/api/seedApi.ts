import type { Sql } from './db/Sql.js'
import { assetImages } from './images/assetImages.js'
import { seedAssetImages } from './images/seedAssetImages.js'
import { localProject } from './projects/localProject.js'
import { upsertProject } from './projects/upsertProject.js'
import { generateWallets } from './registry/generateWallets.js'
import { seedWallets } from './registry/seedWallets.js'

export interface SeedApiOptions {
  /** Origins the local project allows besides the loopback ones. */
  allowedOrigins?: readonly string[]
  /** Whether the local project has email login on (the local stack's frame serves it). */
  emailLogin?: boolean
  /** The social providers the local project offers, in order (the local stack's OpenID provider stands in for them); none by default. */
  localSocials?: readonly string[]
}

/** The local project, the wallet registry and the public images; safe to run on every start. */
export async function seedApi(sql: Sql, options: SeedApiOptions = {}): Promise<void> {
  await upsertProject(sql, localProject(options.allowedOrigins, { emailLogin: options.emailLogin ?? false, socials: options.localSocials ?? [] }))
  await seedWallets(sql, generateWallets())
  await seedAssetImages(sql, assetImages())
}
