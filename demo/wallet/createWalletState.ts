import type { WalletChain } from './WalletChain.js'

/** What the demo wallet remembers between page loads, like an extension's own storage. */
export interface WalletState {
  /** Index into the wallet's keys. */
  selectedAccount: number
  /** The chain the wallet is on; always one of `chains`. */
  chainId: number
  /** The chains the wallet knows: the first configured one, then what dApps added. */
  chains: readonly WalletChain[]
  /** Per site origin, the addresses the visitor let it see. */
  permissions: Readonly<Record<string, readonly string[]>>
  /** The site origins connected to the wallet's Solana side (the Wallet Standard's standard:connect). */
  solanaSites: readonly string[]
  autoApprove: boolean
}

export type WalletStateListener = (state: WalletState, previous: WalletState) => void

export interface WalletStateStore {
  get(): WalletState
  update(change: (state: WalletState) => WalletState): void
  subscribe(listener: WalletStateListener): () => void
}

export interface CreateWalletStateOptions {
  /** localStorage in a page; absent in tests, where the state lives in memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
  storageKey: string
  /** The networks the demo was started with; the first is where a new wallet starts. */
  configuredChains: readonly WalletChain[]
  accountCount: number
}

/**
 * The wallet's state, loaded from storage and saved on every change. What was saved is checked
 * field by field: a stale or hand-edited entry falls back to the defaults instead of breaking the
 * wallet, and a saved chain that the demo also configures takes the configured RPC url (the
 * devnet may listen elsewhere after a restart).
 */
export function createWalletState(options: CreateWalletStateOptions): WalletStateStore {
  const { storage, storageKey, configuredChains, accountCount } = options
  const first = configuredChains[0]
  if (!first) throw new Error('The demo wallet needs at least one network.')
  let state = load()
  const listeners = new Set<WalletStateListener>()

  function load(): WalletState {
    const saved = readSaved()
    const refresh = (chain: WalletChain) => configuredChains.find((c) => c.chainId === chain.chainId) ?? chain
    const chains = [first!, ...(Array.isArray(saved.chains) ? saved.chains.filter(isWalletChain).map(refresh) : [])]
      .filter((chain, index, all) => all.findIndex((c) => c.chainId === chain.chainId) === index)
    const selected = Number(saved.selectedAccount)
    return {
      selectedAccount: Number.isInteger(selected) && selected >= 0 && selected < accountCount ? selected : 0,
      chainId: chains.some((chain) => chain.chainId === saved.chainId) ? (saved.chainId as number) : first!.chainId,
      chains,
      permissions: readPermissions(saved.permissions),
      solanaSites: Array.isArray(saved.solanaSites) ? saved.solanaSites.filter((origin) => typeof origin === 'string') : [],
      autoApprove: saved.autoApprove === true,
    }
  }

  function readSaved(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(storageKey) ?? 'null')
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }

  return {
    get: () => state,
    update(change) {
      const previous = state
      const next = change(state)
      if (next === previous) return
      state = next
      try {
        storage?.setItem(storageKey, JSON.stringify(state))
      } catch {
        // A full or blocked storage costs the wallet its memory across reloads, nothing more.
      }
      for (const listener of [...listeners]) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

function isWalletChain(value: unknown): value is WalletChain {
  const chain = value as WalletChain
  return Boolean(chain) && Number.isSafeInteger(chain.chainId) && chain.chainId > 0 && typeof chain.name === 'string'
    && typeof chain.rpcUrl === 'string' && typeof chain.nativeCurrency?.symbol === 'string'
    && typeof chain.nativeCurrency.name === 'string' && chain.nativeCurrency.decimals === 18
}

function readPermissions(value: unknown): Record<string, readonly string[]> {
  if (!value || typeof value !== 'object') return {}
  const permissions: Record<string, readonly string[]> = {}
  for (const [origin, addresses] of Object.entries(value)) {
    if (Array.isArray(addresses) && addresses.length > 0 && addresses.every((a) => typeof a === 'string')) permissions[origin] = addresses
  }
  return permissions
}
