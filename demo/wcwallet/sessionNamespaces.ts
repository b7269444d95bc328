import type { SessionTypes } from '@walletconnect/types'
import { evmChainId, SOLANA_METHODS, SOLANA_NAMESPACE, TOY_METHODS, TOY_NAMESPACE, WALLET_NAMESPACE } from './walletSupport.js'

export interface SessionGrant {
  chains: readonly string[]
  methods: readonly string[]
  events: readonly string[]
}

/**
 * The namespaces a session is approved (or updated) with: every granted chain carries each address
 * of its namespace, in order; Solana chains, when granted, get the Solana methods and addresses,
 * and toy chains the toy methods and address. eip155 is left out only when another namespace is there.
 */
export function buildSessionNamespaces(
  grant: SessionGrant, addresses: readonly string[], solanaAddresses: readonly string[] = [], toyAddresses: readonly string[] = [],
): SessionTypes.Namespaces {
  const accountsOn = (chains: readonly string[], held: readonly string[]) => chains.flatMap((chain) => held.map((address) => `${chain}:${address}`))
  const solanaChains = grant.chains.filter((chain) => chain.startsWith(`${SOLANA_NAMESPACE}:`))
  const toyChains = grant.chains.filter((chain) => chain.startsWith(`${TOY_NAMESPACE}:`))
  const evmChains = grant.chains.filter((chain) => !solanaChains.includes(chain) && !toyChains.includes(chain))
  const namespaces: SessionTypes.Namespaces = {}
  if (evmChains.length > 0 || (solanaChains.length === 0 && toyChains.length === 0)) {
    namespaces[WALLET_NAMESPACE] = {
      chains: evmChains,
      accounts: accountsOn(evmChains, addresses),
      methods: grant.methods.filter((method) => !SOLANA_METHODS.has(method) && !TOY_METHODS.has(method)),
      events: [...grant.events],
    }
  }
  if (solanaChains.length > 0) {
    namespaces[SOLANA_NAMESPACE] = {
      chains: solanaChains,
      accounts: accountsOn(solanaChains, solanaAddresses),
      methods: grant.methods.filter((method) => SOLANA_METHODS.has(method)),
      events: [],
    }
  }
  if (toyChains.length > 0) {
    namespaces[TOY_NAMESPACE] = {
      chains: toyChains,
      accounts: accountsOn(toyChains, toyAddresses),
      methods: grant.methods.filter((method) => TOY_METHODS.has(method)),
      events: [],
    }
  }
  return namespaces
}

/** The session's Solana address on `chain` (CAIP-10 `solana:<reference>:<address>`), if it holds one. */
export const sessionSolanaAddress = (session: Pick<SessionTypes.Struct, 'namespaces'>, chain?: string): string | undefined =>
  sessionAddressIn(session, SOLANA_NAMESPACE, chain)

/** The session's toy address on `chain` (CAIP-10 `toy:<reference>:<address>`), if it holds one. */
export const sessionToyAddress = (session: Pick<SessionTypes.Struct, 'namespaces'>, chain?: string): string | undefined =>
  sessionAddressIn(session, TOY_NAMESPACE, chain)

/** The session's first address in `namespace`, on `chain` when one is named. */
function sessionAddressIn(session: Pick<SessionTypes.Struct, 'namespaces'>, namespace: string, chain: string | undefined): string | undefined {
  const accounts = session.namespaces[namespace]?.accounts ?? []
  const account = chain === undefined ? accounts[0] : accounts.find((candidate) => candidate.startsWith(`${chain}:`))
  return account?.split(':')[2]
}

/** The session's eip155 chains, as numbers, in the order they were approved. */
export function sessionChainIds(session: Pick<SessionTypes.Struct, 'namespaces'>): number[] {
  const namespace = session.namespaces[WALLET_NAMESPACE]
  const chains = namespace?.chains ?? namespace?.accounts.map((account) => account.split(':').slice(0, 2).join(':')) ?? []
  return [...new Set(chains.map(evmChainId).filter((id): id is number => id !== undefined))]
}

/** The addresses the session holds on one chain (CAIP-10 `eip155:<id>:<address>`), the active one first. */
export function sessionAddresses(session: Pick<SessionTypes.Struct, 'namespaces'>, chainId: number): string[] {
  const prefix = `${WALLET_NAMESPACE}:${chainId}:`
  const accounts = session.namespaces[WALLET_NAMESPACE]?.accounts ?? []
  return accounts.filter((account) => account.startsWith(prefix)).map((account) => account.slice(prefix.length))
}
