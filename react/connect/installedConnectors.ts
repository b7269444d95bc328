import type { BrowserWallet, Connector, ConnectorInfo } from '../../core/types/connector.js'
import type { WalletListing } from '../../core/types/wallet.js'

/**
 * What a view hands the router: the connector's description without its methods, so router
 * history holds plain data. The view that connects finds the live connector again by id.
 */
export function toConnectorInfo(connector: Connector | ConnectorInfo): ConnectorInfo {
  const { id, name, type, chain, imageUrl, imageId, info, explorerId, installed, loginMethod, holdsLogin } = connector
  return {
    id, name, type, chain,
    ...(installed === undefined ? {} : { installed }),
    ...(loginMethod === undefined ? {} : { loginMethod }),
    ...(holdsLogin === undefined ? {} : { holdsLogin }),
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(imageId === undefined ? {} : { imageId }),
    ...(info === undefined ? {} : { info: { ...info } }),
    ...(explorerId === undefined ? {} : { explorerId }),
  }
}

/** One entry per connector id: a multi-chain wallet is offered once per chain it serves. */
export function uniqueConnectors<C extends ConnectorInfo>(connectors: readonly C[]): C[] {
  const seen = new Set<string>()
  const unique: C[] = []
  for (const connector of connectors) {
    if (seen.has(connector.id)) continue
    seen.add(connector.id)
    unique.push(connector)
  }
  return unique
}

/**
 * The installed connector a registry listing stands for, if any: the same reverse-DNS id, or,
 * when either side has none, the same name (case and spacing aside).
 */
export function installedConnectorFor<C extends ConnectorInfo>(listing: WalletListing, connectors: readonly C[]): C | undefined {
  return connectors.find((connector) => {
    if (!connector.installed) return false
    const rdns = connector.info?.rdns
    if (rdns && listing.rdns) return rdns === listing.rdns
    return sameName(connector.name, listing.name)
  })
}

/**
 * The browser wallet a registry listing stands for, if any: the same reverse-DNS id (the wallet's,
 * or one of its connectors'), or, when either side has none, the same name.
 */
export function installedWalletFor(listing: WalletListing, wallets: readonly BrowserWallet[]): BrowserWallet | undefined {
  return wallets.find((wallet) => {
    const rdns = new Set([wallet.rdns, ...wallet.connectors.map((connector) => connector.info?.rdns)].filter(Boolean))
    if (rdns.size > 0 && listing.rdns) return rdns.has(listing.rdns)
    return sameName(wallet.name, listing.name)
  })
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
