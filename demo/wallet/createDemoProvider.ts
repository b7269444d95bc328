import type { ApprovalQueue, ApprovalRequest } from './createApprovalQueue.js'
import type { WalletStateStore } from './createWalletState.js'
import type { ChainBackend } from './ChainBackend.js'
import { createNetworkRequests } from './createNetworkRequests.js'
import { createProviderEvents, type ProviderListener } from './createProviderEvents.js'
import { createSigningRequests } from './createSigningRequests.js'
import type { KnownToken } from './describeRequest.js'
import { READ_METHODS } from './readMethods.js'
import { toHexChainId, type WalletChain } from './WalletChain.js'
import { internalError, invalidParams, unsupportedMethod, WALLET_ERROR_CODES, WalletRpcError } from './WalletRpcError.js'

export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

/** An EIP-1193 provider, as a dApp sees it through EIP-6963. */
export interface DemoProvider {
  readonly isPorticoDemoWallet: true
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: ProviderListener): DemoProvider
  removeListener(event: string, listener: ProviderListener): DemoProvider
}

export interface DemoProviderOptions {
  /** The page's origin: permissions are kept per origin, as a wallet keeps them per site. */
  origin: string
  keys: readonly string[]
  /** The keys' addresses, in order, so the first requests need no chain library. */
  addresses: () => Promise<readonly string[]>
  state: WalletStateStore
  approvals: ApprovalQueue
  backend: ChainBackend
  tokens?: readonly KnownToken[]
}

export interface DemoProviderHandle {
  provider: DemoProvider
  /** Ends the site's session from the wallet's side: accountsChanged([]) then disconnect (4900). */
  disconnectSite(): void
  destroy(): void
}

/**
 * The demo wallet's EIP-1193 provider. Requests that spend, sign or reveal accounts wait for the
 * visitor (unless auto-approve is on); reads go to the current chain's node. Events are derived
 * from state changes, so the panel and the dApp's own requests emit them the same way.
 */
export function createDemoProvider(options: DemoProviderOptions): DemoProviderHandle {
  const { origin, keys, addresses, state, approvals, backend, tokens = [] } = options
  const events = createProviderEvents()
  const { emit } = events

  const currentChain = (): WalletChain => {
    const { chains, chainId } = state.get()
    return chains.find((chain) => chain.chainId === chainId) ?? chains[0]!
  }
  const isPermitted = () => (state.get().permissions[origin]?.length ?? 0) > 0
  const selectedAddress = async () => (await addresses())[state.get().selectedAccount]!
  const permittedAccounts = async (): Promise<string[]> => {
    if (!isPermitted()) return []
    const address = await selectedAddress()
    return state.get().permissions[origin]!.some((a) => a.toLowerCase() === address.toLowerCase()) ? [address] : []
  }

  const ask = async (request: Omit<ApprovalRequest, 'origin'>, key?: string) => {
    if (state.get().autoApprove) return
    await approvals.ask({ ...request, origin }, key)
  }

  const unsubscribe = state.subscribe((next, previous) => {
    if (next.chainId !== previous.chainId) emit('chainChanged', toHexChainId(next.chainId))
    const wasPermitted = (previous.permissions[origin]?.length ?? 0) > 0
    const nowPermitted = (next.permissions[origin]?.length ?? 0) > 0
    if (wasPermitted && !nowPermitted) emit('accountsChanged', [])
    else if (nowPermitted && next.selectedAccount !== previous.selectedAccount) {
      void permittedAccounts().then((accounts) => emit('accountsChanged', accounts))
    }
  })

  async function requestAccounts(): Promise<string[]> {
    if (isPermitted()) {
      const accounts = await permittedAccounts()
      if (accounts.length > 0) return accounts
    }
    const all = await addresses()
    const chain = currentChain()
    await ask({
      kind: 'connect',
      title: 'Connect to this site',
      details: [
        { label: 'Site', value: origin },
        { label: 'Account', value: all[state.get().selectedAccount]!, mono: true },
        { label: 'Network', value: `${chain.name} (${chain.chainId})` },
      ],
    }, 'connect')
    if (!isPermitted()) {
      state.update((s) => ({ ...s, permissions: { ...s.permissions, [origin]: [...all] } }))
      emit('connect', { chainId: toHexChainId(currentChain().chainId) })
    }
    return permittedAccounts()
  }

  function revoke(): null {
    state.update((s) => {
      if (!(origin in s.permissions)) return s
      const { [origin]: _revoked, ...rest } = s.permissions
      return { ...s, permissions: rest }
    })
    return null
  }

  const networks = createNetworkRequests(state, (request) => ask(request))
  const signing = createSigningRequests({
    backend,
    tokens,
    permittedAccounts,
    selectedKey: () => keys[state.get().selectedAccount]!,
    currentChain,
    ask: (request) => ask(request),
  })

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return toHexChainId(currentChain().chainId)
      case 'net_version':
        return String(currentChain().chainId)
      case 'eth_accounts':
        return permittedAccounts()
      case 'eth_requestAccounts':
        return requestAccounts()
      case 'wallet_requestPermissions':
        await requestAccounts()
        return [{ parentCapability: 'eth_accounts', invoker: origin, caveats: [] }]
      case 'wallet_getPermissions':
        return isPermitted() ? [{ parentCapability: 'eth_accounts', invoker: origin, caveats: [] }] : []
      case 'wallet_revokePermissions':
        return revoke()
      case 'wallet_switchEthereumChain':
        return networks.switchChain(params)
      case 'wallet_addEthereumChain':
        return networks.addChain(params)
      case 'personal_sign':
        return signing.personalSign(params)
      case 'eth_sendTransaction':
        return signing.sendTransaction(params)
      default:
        if (!READ_METHODS.has(method)) throw unsupportedMethod(method)
        return backend.call(currentChain(), method, Array.isArray(params) ? params : [])
    }
  }

  const provider: DemoProvider = {
    isPorticoDemoWallet: true,
    async request(args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
        throw new WalletRpcError(-32600, 'Invalid request: expected { method, params? }.')
      }
      if (args.params !== undefined && (typeof args.params !== 'object' || args.params === null)) {
        throw invalidParams('params must be an array or an object.')
      }
      try {
        return await handle(args.method, args.params)
      } catch (error) {
        throw internalError(error)
      }
    },
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      events.off(event, listener)
      return provider
    },
  }

  return {
    provider,
    disconnectSite() {
      const was = isPermitted()
      revoke()
      if (was) emit('disconnect', new WalletRpcError(WALLET_ERROR_CODES.DISCONNECTED, 'The demo wallet disconnected from this site.'))
    },
    destroy() {
      unsubscribe()
      events.clear()
    },
  }
}
