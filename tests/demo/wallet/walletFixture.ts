import type { Network } from '../../../core/types/network.js'
import type { ChainBackend, WalletTransaction } from '../../../demo/wallet/ChainBackend.js'
import { createApprovalQueue } from '../../../demo/wallet/createApprovalQueue.js'
import { createDemoProvider } from '../../../demo/wallet/createDemoProvider.js'
import { createWalletState } from '../../../demo/wallet/createWalletState.js'
import { toWalletChain, type WalletChain } from '../../../demo/wallet/WalletChain.js'

/** Anvil's first two default accounts: public development keys. */
export const KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const
export const ADDRESSES = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] as const

export const ORIGIN = 'http://127.0.0.1:5173'

export function devnetNetwork(chainId: number, rpcUrl: string, name = `Portico Devnet ${chainId}`): Network {
  return {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}

/** The add-chain parameter a dApp sends for `network` (EIP-3085). */
export function addChainParams(network: Network) {
  return {
    chainId: `0x${Number(network.id).toString(16)}`,
    chainName: network.name,
    rpcUrls: [...network.rpcUrls.default.http],
    nativeCurrency: network.nativeCurrency,
  }
}

/** A backend that records what the wallet asked of the chain and answers in memory. */
export function recordingBackend() {
  const calls = {
    signed: [] as { key: string; message: Uint8Array }[],
    sent: [] as { key: string; chainId: number; transaction: WalletTransaction }[],
    forwarded: [] as { chainId: number; method: string; params: readonly unknown[] }[],
  }
  const backend: ChainBackend = {
    addressOf: async (key) => ADDRESSES[KEYS.indexOf(key as (typeof KEYS)[number])]!,
    signMessage: async (key, message) => {
      calls.signed.push({ key, message })
      return `0xsigned${calls.signed.length}`
    },
    sendTransaction: async (key, chain: WalletChain, transaction) => {
      calls.sent.push({ key, chainId: chain.chainId, transaction })
      return `0x${String(calls.sent.length).padStart(64, '0')}`
    },
    call: async (chain, method, params) => {
      calls.forwarded.push({ chainId: chain.chainId, method, params })
      return `answer from ${chain.chainId}`
    },
    destroy: () => undefined,
  }
  return { backend, calls }
}

/** A Map-backed localStorage stand-in, shared between two wallets to act as a reload. */
export function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items }
}

export interface FixtureOptions {
  networks?: Network[]
  storage?: ReturnType<typeof memoryStorage>
  backend?: ChainBackend
}

/** A demo provider over in-memory state, with every event it emits recorded in order. */
export function createWalletFixture(options: FixtureOptions = {}) {
  const networks = options.networks ?? [devnetNetwork(31337, 'http://127.0.0.1:1/a'), devnetNetwork(31338, 'http://127.0.0.1:1/b')]
  const recording = recordingBackend()
  const backend = options.backend ?? recording.backend
  const state = createWalletState({ storage: options.storage, storageKey: 'wallet', configuredChains: networks.map(toWalletChain), accountCount: KEYS.length })
  const approvals = createApprovalQueue()
  const handle = createDemoProvider({ origin: ORIGIN, keys: KEYS, addresses: async () => ADDRESSES, state, approvals, backend })
  const events: [string, unknown][] = []
  for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
    handle.provider.on(name, (payload) => events.push([name, payload]))
  }
  const { provider } = handle
  /** Resolves once the wallet shows a pending request, then answers it. */
  const answerNext = async (approve: boolean) => {
    await until(() => approvals.pending().length > 0)
    const [next] = approvals.pending()
    if (approve) approvals.approve(next!.id)
    else approvals.reject(next!.id)
    return next!
  }
  const connect = async () => {
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await answerNext(true)
    return accounts
  }
  return { ...handle, provider, state, approvals, events, calls: recording.calls, networks, answerNext, connect }
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await Promise.resolve()
  if (!condition()) throw new Error('the wallet never showed a request')
}
