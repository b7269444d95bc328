import type { BrowserWallet, ChainNamespace, ConnectorInfo } from 'portico/core'
import { browserTypeRank, groupBrowserConnectors, type BrowserConnectorGroup } from './groupBrowserConnectors.js'
import { plainConnectorInfo } from './plainConnectorInfo.js'

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
