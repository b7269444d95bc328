import type { Sql } from '../db/Sql.js'
import { fetchRegistryLogo, LOGO_LIMITS, type LogoLimits, type RegistryLogo } from './fetchRegistryLogo.js'
import type { RegistryWallet } from './RegistryWallet.js'
import { registryPageSchema, type RegistryListing } from './registryPageSchema.js'
import { upsertWallets } from './seedWallets.js'

export const DEFAULT_REGISTRY_URL = 'https://explorer-api.walletconnect.com'

export interface ImportRegistryOptions {
  /** The registry's origin (the Explorer API's shape); every request goes to it and nowhere else. */
  registryUrl: string
  /** The site's own WalletConnect Cloud project id, which the registry asks for. */
  projectId: string
  /** Listings asked per page, and a bound on pages, so a registry that never ends cannot hold the import. */
  entries?: number
  maxPages?: number
  pageTimeoutMs?: number
  logoLimits?: LogoLimits
  /** Logos fetched at once. */
  concurrency?: number
  fetch?: typeof fetch
  /** Where skipped listings and logos are said; console.warn unless told. */
  warn?: (line: string) => void
}

export interface ImportReport {
  wallets: number
  logos: number
  skipped: number
}

/**
 * Imported listings rank ahead of the generated ones (which keep ranks from 0), in the registry's
 * own order: a site that imported the real registry wants it first.
 */
const IMPORT_RANK_BASE = -1_000_000

/**
 * Fills the wallets table from the WalletConnect registry: every page read and checked first,
 * then the logos (each within its caps), then one transaction writes the listings and logos, so a
 * registry that fails halfway leaves the table as it was. Listings whose name or image id another
 * wallet in the table (or an earlier listing) already has are skipped: both are unique there.
 */
export async function importRegistry(sql: Sql, options: ImportRegistryOptions): Promise<ImportReport> {
  const fetchImpl = options.fetch ?? fetch
  const warn = options.warn ?? ((line: string) => console.warn(line))
  const base = registryBase(options.registryUrl)
  const url = (path: string, query: Record<string, string> = {}) => {
    const target = new URL(path, base)
    for (const [key, value] of Object.entries({ projectId: options.projectId, ...query })) target.searchParams.set(key, value)
    return target
  }

  const listings = await readAllPages(fetchImpl, url, options)
  // Names and image ids are unique in the table: a listing that would clash is skipped, not left to fail the transaction.
  const rows = await sql.query<{ id: string; name: string; image_id: string }>('SELECT id, name, image_id FROM wallets')
  const names = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]))
  const images = new Map(rows.map((row) => [row.image_id, row.id]))
  const wallets: RegistryWallet[] = []
  for (const listing of listings) {
    const clash = [['name', names.get(listing.name.toLowerCase())], ['image id', images.get(listing.image_id)]]
      .find(([, holder]) => holder !== undefined && holder !== listing.id)
    if (clash) {
      warn(`registry:import: skipped "${listing.name}" (${listing.id}): the ${clash[0]} is taken by ${clash[1]}`)
      continue
    }
    names.set(listing.name.toLowerCase(), listing.id)
    images.set(listing.image_id, listing.id)
    wallets.push(toRegistryWallet(listing, IMPORT_RANK_BASE + wallets.length))
  }

  const logos = new Map<string, RegistryLogo>()
  await eachLimited(wallets, options.concurrency ?? 8, async (wallet) => {
    try {
      logos.set(wallet.image_id, await fetchRegistryLogo(url(`v3/logo/md/${encodeURIComponent(wallet.image_id)}`), fetchImpl, options.logoLimits ?? LOGO_LIMITS))
    } catch (error) {
      warn(`registry:import: no logo for "${wallet.name}": ${error instanceof Error ? error.message : String(error)}`)
    }
  })

  await sql.transaction(async (tx) => {
    await upsertWallets(tx, wallets)
    for (const [imageId, logo] of logos) {
      await tx.query(
        'INSERT INTO wallet_logos (image_id, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (image_id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes',
        [imageId, logo.contentType, logo.bytes],
      )
    }
  })
  return { wallets: wallets.length, logos: logos.size, skipped: listings.length - wallets.length }
}

async function readAllPages(fetchImpl: typeof fetch, url: (path: string, query?: Record<string, string>) => URL, options: ImportRegistryOptions): Promise<RegistryListing[]> {
  const entries = options.entries ?? 100
  const listings: RegistryListing[] = []
  for (let page = 1; page <= (options.maxPages ?? 100); page++) {
    const response = await fetchImpl(url('v3/wallets', { entries: String(entries), page: String(page) }), {
      signal: AbortSignal.timeout(options.pageTimeoutMs ?? 30_000),
      redirect: 'error',
    })
    if (!response.ok) throw new Error(`registry:import: the registry answered page ${page} with HTTP ${response.status}; nothing was written`)
    const parsed = registryPageSchema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new Error(`registry:import: page ${page} is not a registry page (${issue?.path.join('.') || 'body'}: ${issue?.message}); nothing was written`)
    }
    const found = Object.values(parsed.data.listings)
    listings.push(...found)
    const total = parsed.data.total ?? parsed.data.count
    if (found.length < entries || (total !== undefined && listings.length >= total)) return listings
  }
  return listings
}

function toRegistryWallet(listing: RegistryListing, rank: number): RegistryWallet {
  return {
    id: listing.id,
    name: listing.name,
    image_id: listing.image_id,
    rank,
    rdns: listing.rdns,
    mobile_link: listing.mobile?.native ?? listing.mobile?.universal ?? null,
    desktop_link: listing.desktop?.native ?? listing.desktop?.universal ?? null,
    webapp_link: listing.app?.browser ?? null,
    app_store: listing.app?.ios ?? null,
    play_store: listing.app?.android ?? null,
    chrome_store: listing.app?.chrome ?? null,
    homepage: listing.homepage,
    chains: listing.chains,
    badge_type: listing.badge_type,
  }
}

/** The registry's origin as a base URL; only http and https are contacted. */
function registryBase(value: string): URL {
  const base = new URL(value.endsWith('/') ? value : `${value}/`)
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error(`registry:import: ${value} is not an http(s) URL`)
  return base
}

async function eachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await run(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
