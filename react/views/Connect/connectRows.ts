import type { ConnectorTypeOrderItem } from '../../../core/options/types.js'
import type { ConnectorInfo } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { installedConnectorFor, isInstalled, uniqueConnectors } from '../../connect/installedConnectors.js'

export type ConnectRowTag = 'RECENT' | 'INSTALLED' | 'QR CODE'

export type ConnectRow =
  | { kind: 'connector'; key: string; connector: ConnectorInfo; tag?: ConnectRowTag }
  | { kind: 'listing'; key: string; wallet: WalletListing; tag?: ConnectRowTag }

export interface ConnectRowsInput {
  /** features.connectorTypeOrder (SPEC section 9). */
  order: readonly ConnectorTypeOrderItem[]
  connectors: readonly ConnectorInfo[]
  featured: readonly WalletListing[]
  recommended: readonly WalletListing[]
  /** Every listing the kernel holds, where the recent wallet is looked up. */
  known: readonly WalletListing[]
  recentId: string | undefined
  /** Registry listings connect through WalletConnect; off when the site disabled it. */
  showListings: boolean
}

/**
 * The Connect view's wallet rows, grouped in the configured connector type order. A wallet shows
 * once: the first group that holds it wins, and a listing that stands for an installed connector
 * gives way to the connector. AUTH connectors belong to the email and social sections.
 */
export function connectRows(input: ConnectRowsInput): ConnectRow[] {
  const connectors = uniqueConnectors(input.connectors).filter((connector) => connector.type !== 'AUTH')
  const installed = connectors.filter(isInstalled)
  const listable = (wallet: WalletListing) => input.showListings && !installedConnectorFor(wallet, installed)
  const connectorRow = (connector: ConnectorInfo, tag?: ConnectRowTag): ConnectRow =>
    ({ kind: 'connector', key: `connector:${connector.id}`, connector, ...(tag ? { tag } : {}) })
  const listingRows = (wallets: readonly WalletListing[], tag?: ConnectRowTag): ConnectRow[] =>
    wallets.filter(listable).map((wallet) => ({ kind: 'listing', key: `listing:${wallet.id}`, wallet, ...(tag ? { tag } : {}) }))

  const recentConnector = connectors.find((connector) => connector.id === input.recentId && connector.type !== 'WALLET_CONNECT')
  const recentListing = recentConnector ? undefined : input.known.find((wallet) => wallet.id === input.recentId)

  const groups: Record<ConnectorTypeOrderItem, () => ConnectRow[]> = {
    walletConnect: () => connectors.filter((c) => c.type === 'WALLET_CONNECT').map((c) => connectorRow(c, 'QR CODE')),
    recent: () => (recentConnector ? [connectorRow(recentConnector, 'RECENT')] : listingRows(recentListing ? [recentListing] : [], 'RECENT')),
    injected: () => installed.map((c) => connectorRow(c, 'INSTALLED')),
    featured: () => listingRows(input.featured),
    // Custom wallets (a site's own entries) have no source yet.
    custom: () => [],
    external: () => connectors.filter((c) => !isInstalled(c) && c.type !== 'WALLET_CONNECT').map((c) => connectorRow(c)),
    recommended: () => listingRows(input.recommended),
  }

  const rows: ConnectRow[] = []
  const seen = new Set<string>()
  for (const item of new Set(input.order)) {
    for (const row of groups[item]?.() ?? []) {
      if (seen.has(row.key)) continue
      seen.add(row.key)
      rows.push(row)
    }
  }
  return rows
}
