import type { BrowserWallet, ConnectorInfo } from 'portico/core'

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
