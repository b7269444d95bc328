import type { SessionTypes } from '@walletconnect/types'
import { evmChainId, WALLET_NAMESPACE } from './walletSupport.js'

export interface SessionGrant {
  chains: readonly string[]
  methods: readonly string[]
  events: readonly string[]
}

/** The namespaces a session is approved (or updated) with: every granted chain carries each address, in order. */
export function buildSessionNamespaces(grant: SessionGrant, addresses: readonly string[]): SessionTypes.Namespaces {
  return {
    [WALLET_NAMESPACE]: {
      chains: [...grant.chains],
      accounts: grant.chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`)),
      methods: [...grant.methods],
      events: [...grant.events],
    },
  }
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
