import type { SessionTypes } from '@walletconnect/types'
import { evmChainId, SOLANA_METHODS, SOLANA_NAMESPACE, WALLET_NAMESPACE } from './walletSupport.js'

export interface SessionGrant {
  chains: readonly string[]
  methods: readonly string[]
  events: readonly string[]
}

/**
 * The namespaces a session is approved (or updated) with: every granted chain carries each address
 * of its namespace, in order; Solana chains, when granted, get the Solana methods and addresses.
 */
export function buildSessionNamespaces(grant: SessionGrant, addresses: readonly string[], solanaAddresses: readonly string[] = []): SessionTypes.Namespaces {
  const accountsOn = (chains: readonly string[], held: readonly string[]) => chains.flatMap((chain) => held.map((address) => `${chain}:${address}`))
  const evmChains = grant.chains.filter((chain) => !chain.startsWith(`${SOLANA_NAMESPACE}:`))
  const solanaChains = grant.chains.filter((chain) => chain.startsWith(`${SOLANA_NAMESPACE}:`))
  const namespaces: SessionTypes.Namespaces = {}
  if (evmChains.length > 0 || solanaChains.length === 0) {
    namespaces[WALLET_NAMESPACE] = {
      chains: evmChains,
      accounts: accountsOn(evmChains, addresses),
      methods: grant.methods.filter((method) => !SOLANA_METHODS.has(method)),
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
  return namespaces
}

/** The session's Solana address on `chain` (CAIP-10 `solana:<reference>:<address>`), if it holds one. */
export function sessionSolanaAddress(session: Pick<SessionTypes.Struct, 'namespaces'>, chain?: string): string | undefined {
  const accounts = session.namespaces[SOLANA_NAMESPACE]?.accounts ?? []
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
