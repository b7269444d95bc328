import {
  ConnectionError, createRemoteProviders, findConnector, LIMITS, networkRpcUrls, syncAccount, walletNetworkChanged,
  type CaipNetworkId, type ChainNamespace, type ConnectResult, type PluginContext, type RemoteEmbedded,
} from 'portico/core'
import type { FrameFailure } from '../frame/createFrameClient.js'
import type { FrameRequestName, FrameRequestPayload, FrameSuccessPayload } from '../protocol/frameProtocol.js'
import { createFrameHolder } from './createFrameHolder.js'
import { accountTypeOf, frameNamespaceState, type FrameUser } from './frameNamespaceState.js'
import type { FrameWallet } from './FrameWallet.js'

export interface FrameWalletParameters {
  ctx: Pick<PluginContext, 'kernel' | 'timers' | 'events'>
  connectorId: string
  src: string
  /** What the frame serves on each namespace (their chain plugins' `remote.embedded`). */
  serving: ReadonlyMap<ChainNamespace, RemoteEmbedded>
  extraChains: readonly CaipNetworkId[]
  document: Document
  onFailure(failure: FrameFailure): void
}

/**
 * The embedded wallet's working part, loaded on first use: the frame (createFrameHolder), the
 * signed-in user, and each served namespace's remote session over the frame, which the
 * namespace's own plugin turns into its provider.
 */
export function createFrameWallet({ ctx, connectorId, src, serving, extraChains, document, onFailure }: FrameWalletParameters): FrameWallet {
  const { kernel, timers } = ctx
  let user: FrameUser | undefined
  let restoring: Promise<FrameUser | undefined> | undefined
  const frame = createFrameHolder({ ctx, src, document, onFailure })

  // Async, so that a frame that cannot be made (the kernel is gone) rejects rather than throws.
  const request = async <N extends FrameRequestName>(name: N, payload: FrameRequestPayload<N>): Promise<FrameSuccessPayload<N>> => frame.client().request(name, payload)
  const namespaceState = (namespace: ChainNamespace) => frameNamespaceState(kernel, user, namespace, serving.get(namespace), extraChains)
  const networkOf = (namespace: ChainNamespace, caipNetworkId: CaipNetworkId) =>
    kernel.store('chains').getState().byNamespace[namespace]?.network.requestedCaipNetworks.find((network) => network.caipNetworkId === caipNetworkId)
  const rpcUrlOf = (namespace: ChainNamespace, caipNetworkId: CaipNetworkId) => {
    const network = networkOf(namespace, caipNetworkId)
    return network ? networkRpcUrls(network, undefined, { rpcUrl: kernel.options.rpcUrl, projectId: kernel.options.projectId })[0] : undefined
  }

  const remotes = createRemoteProviders({
    kernel,
    holds: (namespace) => namespaceState(namespace) !== undefined,
    carrier: (namespace) => ({
      namespace,
      state: () => namespaceState(namespace),
      async send(method, params, caipNetworkId) {
        const held = namespaceState(namespace)
        if (!held) throw new ConnectionError('NOT_CONNECTED_TO_AUTH', { details: `the embedded wallet holds no ${namespace} account` })
        const client = frame.client()
        const approvals = frame.approvals()
        if (!held.methods.includes(method)) throw approvals.refuse(method)
        const rpcUrl = rpcUrlOf(namespace, caipNetworkId)
        const shown = networkOf(namespace, caipNetworkId)
        const network = shown && { name: shown.name, symbol: shown.nativeCurrency.symbol, decimals: shown.nativeCurrency.decimals }
        const asked = client.request('RpcRequest', { method, params, chainId: caipNetworkId, ...(rpcUrl ? { rpcUrl } : {}), ...(network ? { network } : {}) })
        return (await approvals.settle(asked)).result
      },
      onUseChain(caipNetworkId) {
        const rpcUrl = rpcUrlOf(namespace, caipNetworkId)
        void request('SwitchNetwork', { chainId: caipNetworkId, ...(rpcUrl ? { rpcUrl } : {}) }).catch(() => {})
        walletNetworkChanged(kernel, { namespace, connectorId, caipNetworkId })
      },
    }),
  })

  const heldNamespaces = () => [...serving.keys()].filter((namespace) => namespaceState(namespace))

  /** The namespace's accounts on the chain asked for, else the one the kernel shows, else the first served. */
  const resultFor = (namespace: ChainNamespace, preferred: CaipNetworkId | undefined): ConnectResult | undefined => {
    const held = namespaceState(namespace)
    if (!held || !user) return undefined
    const shown = kernel.store('chains').getState().byNamespace[namespace]?.network.caipNetwork?.caipNetworkId
    const chain = [preferred, shown].find((id): id is CaipNetworkId => id !== undefined && held.chains.includes(id)) ?? held.chains[0]!
    remotes.of(namespace).setChain(chain)
    const addresses = remotes.of(namespace).addresses()
    return { caipNetworkId: chain, accounts: addresses.map((address) => ({ namespace, address, type: accountTypeOf(user!, address) })) }
  }

  /** The user's other namespaces join once one of them connected (each with its provider first). */
  const bringIn = () => {
    for (const namespace of heldNamespaces()) {
      const chain = kernel.store('chains').getState().byNamespace[namespace]
      const connector = findConnector(kernel, connectorId, namespace)
      if (!chain || !connector || chain.account.status !== 'disconnected') continue
      const result = resultFor(namespace, undefined)
      if (!result) continue
      syncAccount(kernel, { namespace, connector, accounts: result.accounts, caipNetworkId: result.caipNetworkId, activate: false })
    }
  }
  ctx.events.on('account:connected', ({ connectorId: id }) => {
    if (id === connectorId && user) void remotes.prepare(heldNamespaces()).then(bringIn)
  })

  const signIn = async (preferred: CaipNetworkId | undefined) => {
    user = await request('GetUser', preferred ? { chainId: preferred } : {})
    await remotes.prepare(heldNamespaces())
    return user
  }

  return {
    request,
    async connect(namespace, preferred) {
      await signIn(preferred)
      const result = resultFor(namespace, preferred)
      if (!result) throw new ConnectionError('FAILED_TO_CONNECT', { details: `the embedded wallet holds no ${namespace} account on a chain of this site` })
      return result
    },
    async restore(namespace) {
      restoring ??= request('IsConnected', {}).then(({ isConnected }) => (isConnected ? signIn(undefined) : undefined)).catch(() => undefined)
      await restoring
      return resultFor(namespace, kernel.store('chains').getState().byNamespace[namespace]?.network.caipNetwork?.caipNetworkId)
    },
    async disconnect() {
      if (!user) return
      user = undefined
      restoring = undefined
      remotes.ended()
      // SPEC section 4: the sign-out is waited for 3 s at most; the chains end either way.
      await Promise.race([request('SignOut', {}).catch(() => {}), timers.delay(LIMITS.signOutWaitMs)])
    },
    user: () => user,
    providerOf: (namespace) => remotes.providerOf(namespace),
    attach: (container) => frame.attach(container),
    preload: () => void frame.client(),
    destroy() {
      frame.destroy()
      remotes.destroy()
    },
  }
}
