import { LIMITS, type PairingPlatform, type WalletListing } from 'portico/core'

/** `wc:<topic>@2?...`: the only links the plugin shows, encodes in a QR code or hands to a wallet. */
const PAIRING_URI = /^wc:[0-9a-f]{8,128}@2\?[\x21-\x7e]{1,2048}$/i

export function isPairingUri(value: unknown): value is string {
  return typeof value === 'string' && PAIRING_URI.test(value)
}

/**
 * When a pairing link made at `now` stops being offered: SPEC's 4-minute lifetime, or the SDK's
 * own `expiryTimestamp` when that comes first. A stamp already inside the expiry threshold (a
 * skewed clock) is ignored, or every new link would count as expired at once. Undefined for a
 * string that is not a pairing link.
 */
export function linkExpiry(uri: string, now: number): number | undefined {
  if (!isPairingUri(uri)) return undefined
  const lifetimeEnd = now + LIMITS.pairing.lifetimeMs
  const stamp = Number(new URLSearchParams(uri.slice(uri.indexOf('?') + 1)).get('expiryTimestamp')) * 1000
  if (!Number.isFinite(stamp) || stamp - now <= LIMITS.pairing.expiryThresholdMs) return lifetimeEnd
  return Math.min(lifetimeEnd, stamp)
}

export interface WalletLink {
  href: string
  /** A native scheme opens the app in place; a universal (https) link opens it or its web page. */
  kind: 'native' | 'universal'
}

/**
 * Schemes a listing may not hand us: script, local files, documents of our own making, and the
 * web and browser-internal ones that are no app. Universal links must be https.
 */
const REFUSED_SCHEMES = new Set([
  'javascript', 'vbscript', 'livescript', 'data', 'file', 'blob', 'about', 'filesystem', 'http', 'ws', 'wss', 'ftp',
  'chrome', 'chrome-extension', 'moz-extension', 'view-source', 'jar', 'mhtml',
])
/** Printable ASCII only: whitespace, controls and look-alikes are how a scheme gets disguised. */
const PRINTABLE = /^[\x21-\x7e]{1,2048}$/
const SCHEME = /^([a-z][a-z0-9+.-]{0,63}):/i

/** A listing's app link as Portico would open it, before the pairing link is added. */
interface AppLinkTarget {
  /** Everything before `wc?uri=`. */
  prefix: string
  kind: WalletLink['kind']
}

function appLinkTarget(appLink: string | null | undefined): AppLinkTarget | undefined {
  if (typeof appLink !== 'string' || !PRINTABLE.test(appLink)) return undefined
  const scheme = SCHEME.exec(appLink)?.[1]?.toLowerCase()
  if (!scheme || REFUSED_SCHEMES.has(scheme)) return undefined
  let url: URL
  try {
    url = new URL(appLink)
  } catch {
    return undefined
  }
  if (url.search || url.hash || url.username || url.password || appLink.includes('?') || appLink.includes('#')) return undefined
  if (scheme === 'https') {
    if (!url.hostname) return undefined
    const dir = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
    return { prefix: `${url.origin}${dir}`, kind: 'universal' }
  }
  // `metamask:`, `metamask:/` and `metamask://` all name the app; what follows is a path of its own.
  const path = appLink.slice(scheme.length + 1).replace(/^\/+/, '')
  return { prefix: `${scheme}://${path === '' || path.endsWith('/') ? path : `${path}/`}`, kind: 'native' }
}

/**
 * The listing's mobile or desktop link opening the wallet on the pairing URI: a native scheme
 * becomes `scheme://wc?uri=<encoded>` (a path the listing gives is kept), an https link
 * `https://host/path/wc?uri=<encoded>`. Registry data is not trusted: anything else (javascript:,
 * data:, http:, a relative or malformed link, one carrying a query, a fragment or credentials)
 * gives undefined, as does a URI that is not a pairing link.
 */
export function walletLink(appLink: string | null | undefined, uri: string): WalletLink | undefined {
  if (!isPairingUri(uri)) return undefined
  const target = appLinkTarget(appLink)
  return target && { href: `${target.prefix}wc?uri=${encodeURIComponent(uri)}`, kind: target.kind }
}

/** The listing's web app on the pairing URI: https only. */
export function webAppLink(appLink: string | null | undefined, uri: string): WalletLink | undefined {
  const link = walletLink(appLink, uri)
  return link?.kind === 'universal' ? link : undefined
}

/** The listing's own link for a platform tab: its mobile or desktop app, or its web app (https only). */
function platformLink(platform: PairingPlatform, wallet: WalletListing | undefined): string | null | undefined {
  if (platform === 'web') return wallet?.webapp_link
  return platform === 'desktop' ? wallet?.desktop_link : wallet?.mobile_link
}

/** The link a platform tab opens on the pairing URI, if the listing has one Portico would open. */
export function linkFor(platform: PairingPlatform, wallet: WalletListing | undefined, uri: string): WalletLink | undefined {
  return (platform === 'web' ? webAppLink : walletLink)(platformLink(platform, wallet), uri)
}

/** Whether the platform tab will offer to open the wallet, known before any pairing URI exists. */
export function opensWallet(platform: PairingPlatform, wallet: WalletListing | undefined): boolean {
  const target = appLinkTarget(platformLink(platform, wallet))
  return target !== undefined && (platform !== 'web' || target.kind === 'universal')
}

/**
 * Where the visitor installs the wallet on this phone: the App Store on iOS, Google Play on
 * Android, whichever there is elsewhere. https links only: registry data is not trusted.
 */
export function installLink(wallet: WalletListing | undefined, userAgent = readUserAgent()): string | undefined {
  if (!wallet) return undefined
  const ios = /iPhone|iPad|iPod/i.test(userAgent)
  const android = /Android/i.test(userAgent)
  const candidates = android && !ios ? [wallet.play_store, wallet.app_store] : [wallet.app_store, wallet.play_store]
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || !/^[\x21-\x7e]{1,2048}$/.test(candidate)) continue
    try {
      const url = new URL(candidate)
      if (url.protocol === 'https:' && url.hostname && !url.username && !url.password) return url.href
    } catch {
      // Not a URL: try the next store.
    }
  }
  return undefined
}

function readUserAgent(): string {
  return (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? ''
}
