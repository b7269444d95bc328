import type { ConnectorInfo, BrowserWallet, ChainNamespace } from 'portico/core'
import { browserTypeRank, groupBrowserConnectors, type BrowserConnectorGroup } from './groupBrowserConnectors.js'

/**
 * A connector's description without its methods or anything else a source hung on it, so the
 * browser wallets are plain data that views may hand the router as they are.
 */
export function plainConnectorInfo(connector: ConnectorInfo): ConnectorInfo {
  const { id, name, type, chain, imageUrl, imageId, info, explorerId } = connector
  const rdns = info?.rdns
  const icon = info?.icon
  return {
    id, name, type, chain,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(imageId === undefined ? {} : { imageId }),
    ...(info === undefined ? {} : { info: { ...(rdns === undefined ? {} : { rdns }), ...(icon === undefined ? {} : { icon }) } }),
    ...(explorerId === undefined ? {} : { explorerId }),
  }
}

/**
 * The browser wallets among `connectors`, one entry a wallet across the namespaces it serves
 * (DESIGN: the extension login method), grouped as groupBrowserConnectors says. A wallet keeps one
 * connector a namespace (announced before multi-chain before injected, then the first found), in
 * `namespaceOrder`, namespaces missing from it last; its name and icon are its first announced
 * connector's. Plain data, in the order the wallets were first found.
 */
export function mergeBrowserWallets(connectors: readonly ConnectorInfo[], namespaceOrder: readonly ChainNamespace[] = []): BrowserWallet[] {
  return groupBrowserConnectors(connectors).map((group) => toWallet(group, namespaceOrder))
}

function toWallet({ id, rdns, members }: BrowserConnectorGroup, namespaceOrder: readonly ChainNamespace[]): BrowserWallet {
  const rank = (connector: ConnectorInfo) => browserTypeRank(connector.type)
  const best = new Map<ChainNamespace, ConnectorInfo>()
  for (const connector of members) {
    const held = best.get(connector.chain)
    if (!held || rank(connector) < rank(held)) best.set(connector.chain, connector)
  }
  // Members are in discovery order, so a stable sort keeps it among namespaces the kernel lacks.
  const byDiscovery = [...best.values()]
  const position = (connector: ConnectorInfo) => {
    const known = namespaceOrder.indexOf(connector.chain)
    return known === -1 ? namespaceOrder.length : known
  }
  const chosen = [...byDiscovery].sort((a, b) => position(a) - position(b))
  const face = byDiscovery.find((connector) => connector.type === 'ANNOUNCED') ?? byDiscovery[0]!
  const icon = [face, ...byDiscovery].map((connector) => connector.imageUrl || connector.info?.icon).find(Boolean)
  return {
    id,
    name: face.name.trim(),
    ...(icon ? { icon } : {}),
    ...(rdns ? { rdns } : {}),
    connectors: chosen.map(plainConnectorInfo),
    multiChain: chosen.length > 1,
  }
}

/**
 * `next`, with every wallet that did not change replaced by its `previous` object, and `previous`
 * itself when nothing changed: the store is written only on a real change, and a view that reads
 * one wallet keeps the same object across discoveries that did not touch it.
 */
export function reuseBrowserWallets(previous: readonly BrowserWallet[], next: readonly BrowserWallet[]): readonly BrowserWallet[] {
  const byId = new Map(previous.map((wallet) => [wallet.id, wallet]))
  const merged = next.map((wallet) => {
    const before = byId.get(wallet.id)
    return before && sameWallet(before, wallet) ? before : wallet
  })
  const unchanged = merged.length === previous.length && merged.every((wallet, index) => wallet === previous[index])
  return unchanged ? previous : merged
}

function sameWallet(a: BrowserWallet, b: BrowserWallet): boolean {
  return a.id === b.id && a.name === b.name && a.icon === b.icon && a.rdns === b.rdns && a.multiChain === b.multiChain &&
    a.connectors.length === b.connectors.length && a.connectors.every((connector, index) => sameConnector(connector, b.connectors[index]!))
}

function sameConnector(a: ConnectorInfo, b: ConnectorInfo): boolean {
  return a.id === b.id && a.name === b.name && a.type === b.type && a.chain === b.chain && a.imageUrl === b.imageUrl &&
    a.imageId === b.imageId && a.explorerId === b.explorerId && a.info?.rdns === b.info?.rdns && a.info?.icon === b.info?.icon &&
    (a.info === undefined) === (b.info === undefined)
}
