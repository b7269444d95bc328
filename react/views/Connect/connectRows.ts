import type { ConnectorTypeOrderItem } from '../../../core/options/types.js'
import type { BrowserWallet, ConnectorInfo } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { installedWalletFor, uniqueConnectors } from '../../connect/installedConnectors.js'
import { isRecentBrowserWallet } from '../../connect/recentWallet.js'

export type ConnectRowTag = 'RECENT' | 'INSTALLED' | 'QR CODE'

export type ConnectRow =
  | { kind: 'browser'; key: string; wallet: BrowserWallet; tag?: ConnectRowTag }
  | { kind: 'connector'; key: string; connector: ConnectorInfo; tag?: ConnectRowTag; hint?: string }
  | { kind: 'listing'; key: string; wallet: WalletListing; tag?: ConnectRowTag }

export interface ConnectRowsInput {
  /** features.connectorTypeOrder (SPEC section 9). */
  order: readonly ConnectorTypeOrderItem[]
  connectors: readonly ConnectorInfo[]
  /** The wallets installed in this browser, one entry a wallet (the extension login method's). */
  browserWallets: readonly BrowserWallet[]
  featured: readonly WalletListing[]
  recommended: readonly WalletListing[]
  /** Every listing the kernel holds, where the recent wallet is looked up. */
  known: readonly WalletListing[]
  recentId: string | undefined
  /** Registry listings connect through a pairing login that takes them; off without one or without a registry. */
  showListings: boolean
  /** The pairing login methods' ids: each is a group of its own, listing its connectors. */
  pairingIds: ReadonlySet<string>
  /** On a phone a pairing row leads to the wallet apps, not to a QR code. */
  isMobile: boolean
}

/** What a pairing row says on a phone, where it opens All Wallets (see pickConnectRow). */
export const PAIRING_PHONE_HINT = 'Open a wallet app on this phone'

/**
 * The Connect view's wallet rows, grouped in the configured connector type order. A wallet shows
 * once: the first group that holds it wins, and a listing that stands for an installed browser
 * wallet gives way to it. Installed wallets come from the browser wallets, never from raw
 * connectors, so a wallet found on several chains is one row; without the extension login method
 * there are none. A login method's connectors are that method's: a pairing login's make its own
 * group, the others' (email, social) belong to their sections and get no row.
 */
export function connectRows(input: ConnectRowsInput): ConnectRow[] {
  const connectors = uniqueConnectors(input.connectors)
  const external = connectors.filter((connector) => !connector.installed && connector.loginMethod === undefined)
  const listable = (wallet: WalletListing) => input.showListings && !installedWalletFor(wallet, input.browserWallets)
  const browserRow = (wallet: BrowserWallet, tag?: ConnectRowTag): ConnectRow =>
    ({ kind: 'browser', key: `browser:${wallet.id}`, wallet, ...(tag ? { tag } : {}) })
  const connectorRow = (connector: ConnectorInfo, tag?: ConnectRowTag): ConnectRow =>
    ({ kind: 'connector', key: `connector:${connector.id}`, connector, ...(tag ? { tag } : {}) })
  const listingRows = (wallets: readonly WalletListing[], tag?: ConnectRowTag): ConnectRow[] =>
    wallets.filter(listable).map((wallet) => ({ kind: 'listing', key: `listing:${wallet.id}`, wallet, ...(tag ? { tag } : {}) }))

  const recent = (): ConnectRow[] => {
    const wallet = input.browserWallets.find((candidate) => isRecentBrowserWallet(candidate, input.recentId))
    if (wallet) return [browserRow(wallet, 'RECENT')]
    const connector = external.find((candidate) => candidate.id === input.recentId)
    if (connector) return [connectorRow(connector, 'RECENT')]
    const listing = input.known.find((candidate) => candidate.id === input.recentId)
    return listingRows(listing ? [listing] : [], 'RECENT')
  }

  // A QR code is for another device: a phone has nothing to scan it with, so its row says what it does there.
  const pairingRows = (id: string): ConnectRow[] => connectors.filter((c) => c.loginMethod === id)
    .map((c) => (input.isMobile ? { ...connectorRow(c), hint: PAIRING_PHONE_HINT } : connectorRow(c, 'QR CODE')))

  const groups: { readonly [group: string]: (() => ConnectRow[]) | undefined } = {
    recent,
    injected: () => input.browserWallets.map((wallet) => browserRow(wallet, 'INSTALLED')),
    featured: () => listingRows(input.featured),
    // Custom wallets (a site's own entries) have no source yet.
    custom: () => [],
    external: () => external.map((c) => connectorRow(c)),
    recommended: () => listingRows(input.recommended),
  }

  const rows: ConnectRow[] = []
  const seen = new Set<string>()
  for (const item of new Set(input.order)) {
    const group = groups[item] ?? (input.pairingIds.has(item) ? () => pairingRows(item) : undefined)
    for (const row of group?.() ?? []) {
      if (seen.has(row.key)) continue
      seen.add(row.key)
      rows.push(row)
    }
  }
  return rows
}
