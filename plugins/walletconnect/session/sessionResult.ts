import type { CaipNetworkId, ChainNamespace, ConnectorAccount, ConnectResult } from 'portico/core'
import type { SessionNamespace, WalletSession } from './parseSession.js'

/**
 * The chain a namespace of the session is used on: the one asked for when the wallet approved it,
 * else the first approved one the site configured, else the wallet's first.
 */
export function chooseChain(held: SessionNamespace, preferred: CaipNetworkId | undefined, configured: readonly CaipNetworkId[]): CaipNetworkId | undefined {
  if (preferred && held.chains.includes(preferred)) return preferred
  return held.chains.find((chain) => configured.includes(chain)) ?? held.chains[0]
}

/** The namespace's addresses, those on `chain` first (a wallet may hold other accounts on other chains). */
export function addressesOn(held: SessionNamespace, chain: CaipNetworkId | undefined): string[] {
  const on = held.accounts.filter((account) => account.caipNetworkId === chain).map((account) => account.address)
  const rest = held.accounts.map((account) => account.address)
  return [...new Set([...on, ...rest])]
}

/** The accounts of `namespace` in the session on `chain`, as a connector's connect result; undefined without any. */
export function sessionResult(session: WalletSession, namespace: ChainNamespace, chain: CaipNetworkId | undefined): ConnectResult | undefined {
  const held = session.namespaces[namespace]
  if (!held || !chain) return undefined
  const addresses = addressesOn(held, chain)
  if (addresses.length === 0) return undefined
  const type = accountTypeOf(namespace)
  return { accounts: addresses.map((address) => ({ namespace, address, type })), caipNetworkId: chain }
}

/** A session says nothing of account kinds: bip122 addresses pay, the rest are plain accounts. */
export const accountTypeOf = (namespace: ChainNamespace): ConnectorAccount['type'] => (namespace === 'bip122' ? 'payment' : 'eoa')
