import type { ConnectorInfo, ConnectorType } from 'portico/core'

/**
 * How the browser connector types this plugin knows rank for a namespace's slot, best first. Which
 * connectors are a browser's is their `installed` trait: another chain plugin's installed
 * connector (a Wallet Standard wallet, a toy chain's) ranks after these.
 */
const BROWSER_TYPE_RANK: ReadonlyMap<ConnectorType, number> = new Map<ConnectorType, number>([
  ['ANNOUNCED', 0],
  ['MULTI_CHAIN', 1],
  ['INJECTED', 2],
])

/** Where a connector type ranks when two connectors of one wallet serve one namespace. */
export const browserTypeRank = (type: ConnectorType): number => BROWSER_TYPE_RANK.get(type) ?? BROWSER_TYPE_RANK.size

/** How a connector's name compares with another's: spacing around it and case aside. */
export const normalizedName = (name: string): string => name.trim().toLowerCase()

export interface BrowserConnectorGroup {
  /** The wallet's id: its rdns, else `name:` and its normalized name (`id:` and a connector id for a nameless one). */
  id: string
  rdns?: string
  /** Every browser connector of the wallet, in discovery order, several a namespace possibly. */
  members: readonly ConnectorInfo[]
}

interface Entry {
  connector: ConnectorInfo
  rdns: string | undefined
  name: string
}

/**
 * The browser connectors among `connectors`, grouped one group a wallet. Connectors go together
 * by reverse-DNS id; one without an id joins the only id whose connectors carry its name, else
 * those of its name; a legacy injected connector goes with the announced wallet of its namespace
 * that has its name. Which connectors go together depends on the set of connectors only, never
 * on the order they were found in; groups come in the order their first connector was found.
 */
export function groupBrowserConnectors(connectors: readonly ConnectorInfo[]): BrowserConnectorGroup[] {
  const entries: Entry[] = connectors
    .filter((connector) => connector.installed === true)
    .map((connector) => ({ connector, rdns: connector.info?.rdns || undefined, name: normalizedName(connector.name) }))

  const rdnsByName = uniqueRdnsByName(entries)
  const baseKey = (entry: Entry): string => {
    const rdns = entry.rdns ?? rdnsByName.get(entry.name)
    if (rdns) return `r:${rdns}`
    return entry.name ? `n:${entry.name}` : `c:${entry.connector.id}`
  }
  // The announced wallet of each namespace and name; undefined when two wallets share both.
  const announced = new Map<string, string | undefined>()
  for (const entry of entries) {
    if (entry.connector.type !== 'ANNOUNCED' || !entry.name) continue
    const slot = `${entry.connector.chain} ${entry.name}`
    const key = baseKey(entry)
    announced.set(slot, announced.has(slot) && announced.get(slot) !== key ? undefined : key)
  }
  const keyOf = (entry: Entry): string =>
    (entry.connector.type === 'INJECTED' && announced.get(`${entry.connector.chain} ${entry.name}`)) || baseKey(entry)

  const groups = new Map<string, ConnectorInfo[]>()
  for (const entry of entries) {
    const key = keyOf(entry)
    const members = groups.get(key)
    if (members) members.push(entry.connector)
    else groups.set(key, [entry.connector])
  }
  return [...groups.entries()].map(([key, members]) => {
    const rest = key.slice(2)
    if (key.startsWith('r:')) return { id: rest, rdns: rest, members }
    return { id: key.startsWith('n:') ? `name:${rest}` : `id:${rest}`, members }
  })
}

/** Each name carried by the connectors of exactly one reverse-DNS id, with that id. */
function uniqueRdnsByName(entries: readonly Entry[]): Map<string, string> {
  const ids = new Map<string, Set<string>>()
  for (const { rdns, name } of entries) {
    if (rdns && name) ids.set(name, (ids.get(name) ?? new Set()).add(rdns))
  }
  const unique = new Map<string, string>()
  for (const [name, set] of ids) if (set.size === 1) unique.set(name, [...set][0]!)
  return unique
}
