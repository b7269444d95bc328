import { ConnectionError, type CaipNetworkId, type ChainNamespace, type ConnectResult, type PluginContext } from 'portico/core'
import { WALLET_CONNECT_CONNECTOR_ID } from '../connector/createWalletConnectConnector.js'
import { createAppLauncher } from '../links/createAppLauncher.js'
import { linkFor } from '../links/walletLink.js'
import { requestedNamespaces } from '../namespaces/requestedNamespaces.js'
import { isSessionAddress, sessionNamespaces } from '../namespaces/sessionNamespaces.js'
import type { ResolvedWalletConnectOptions } from '../options.js'
import { createPairing } from '../pairing/createPairing.js'
import { initUniversalProvider } from '../sdk/initUniversalProvider.js'
import type { InitProvider } from '../sdk/UniversalProviderLike.js'
import { createSessionSync } from '../session/createSessionSync.js'
import { listenToSession, toCaipNetworkId } from '../session/listenToSession.js'
import { parseSession, type WalletSession, chooseChain, sessionResult } from '../session/parseSession.js'
import { toConnectionError } from '../session/toConnectionError.js'
import { WalletConnectError } from '../WalletConnectError.js'
import { createRemoteSessions } from './createRemoteSessions.js'
import { createSdkProvider } from './createSdkProvider.js'
import type { WalletConnectRuntime } from './lazyRuntime.js'

const connectorId = WALLET_CONNECT_CONNECTOR_ID

/**
 * The plugin's working part, loaded on first use: one SDK provider (itself loaded then), the
 * pairing, and the session shared by every namespace's connector.
 */
export function createRuntime(
  ctx: Pick<PluginContext, 'kernel' | 'events' | 'timers' | 'store'>,
  options: ResolvedWalletConnectOptions,
  initProvider: InitProvider = initUniversalProvider,
): WalletConnectRuntime {
  const { kernel, timers } = ctx
  const store = ctx.store('walletConnect')
  /** Bumped when a pairing is given up: a connect that started before gives up too. */
  let generation = 0
  let destroyed = false
  /** The pairing made ahead of the visitor's pick, until it ends; `joined` once a connect() waits on it. */
  let ahead: { joined: boolean } | undefined

  const sdk = createSdkProvider({
    kernel,
    timers,
    options,
    initProvider,
    listen: (made) => listenToSession(made, {
      ...sync,
      onUri: (uri) => pairing.onUri(uri),
      knows: (namespace) => sessionNamespaces(kernel).includes(namespace),
      readChain: (namespace, data) => {
        const read = kernel.namespaces.get(namespace)?.remote?.chainOfEvent
        return read ? read(data) : toCaipNetworkId(namespace, data)
      },
      onDelete: () => {
        // During our own disconnect the kernel is already ending the chains.
        if (!sdk.ending()) sync.ended()
      },
    }),
  })
  const isAddress = (namespace: ChainNamespace, address: string) => isSessionAddress(kernel, namespace, address)
  const session = (): WalletSession | undefined => {
    const raw = sdk.current()?.session
    const parsed = raw ? parseSession(raw, isAddress) : undefined
    return parsed && (parsed.expiry === undefined || parsed.expiry * 1000 > Date.now()) ? parsed : undefined
  }
  const remotes = createRemoteSessions({ kernel, connectorId, provider: sdk.current, session })
  const sync = createSessionSync({ ctx, connectorId, session, remotes })
  const pairing = createPairing({
    timers,
    store,
    connectTimeoutMs: options.connectTimeoutMs,
    now: () => Date.now(),
    propose: () => sdk.current()!.connect({ optionalNamespaces: requestedNamespaces(kernel, options.namespaces) }),
    onUnwanted: () => void sdk.end(),
  })
  const idle = () => store.setState((draft) => void (draft.pairing = { status: 'idle' }))
  const launcher = createAppLauncher({ timers, store })

  /** The namespace's accounts on the chain asked for (else one the wallet approved); the namespace's remote session follows. */
  const resultFor = (current: WalletSession, namespace: ChainNamespace, preferred: CaipNetworkId | undefined): ConnectResult | undefined => {
    const held = current.namespaces[namespace]
    if (!held) return undefined
    const configured = (kernel.store('chains').getState().byNamespace[namespace]?.network.requestedCaipNetworks ?? []).map((n) => n.caipNetworkId)
    const chain = chooseChain(held, preferred, configured)
    const result = sessionResult(kernel, current, namespace, chain)
    if (result) remotes.of(namespace).setChain(result.caipNetworkId)
    return result
  }

  const inUse = () => Object.values(kernel.store('chains').getState().byNamespace).some((chain) => chain?.connectorId === connectorId)

  return {
    async connect(namespace, preferred) {
      const startedAt = generation
      const stillWanted = () => {
        if (generation !== startedAt || destroyed) throw new ConnectionError('MODAL_CLOSED')
      }
      if (store.getState().pairing.status === 'idle') store.setState((draft) => void (draft.pairing = { status: 'loading' }))
      try {
        const made = await sdk.load()
        stillWanted()
        let current = session()
        // Only a session the kernel is using is re-used: one nobody shows (left over from an
        // earlier visit) may be dead on the wallet's side, and the visitor asked to pair.
        if (!current?.namespaces[namespace] || !inUse()) {
          if (made.session) {
            sync.ended()
            await sdk.end()
            stillWanted()
          }
          if (ahead) ahead.joined = true
          current = parseSession(await pairing.run(), isAddress)
          if (!current) throw new WalletConnectError('INVALID_SESSION', { details: 'the approved session has no usable shape' })
        }
        // The chain plugins' providers (their code may load now) exist before any namespace shows as connected.
        await remotes.prepare(Object.keys(current.namespaces))
        stillWanted()
        const result = resultFor(current, namespace, preferred)
        if (!result) {
          // The wallet approved other namespaces only: those are still the visitor's.
          sync.bringIn()
          throw new ConnectionError('FAILED_TO_CONNECT', { details: `the wallet approved no ${namespace} account` })
        }
        return result
      } catch (error) {
        if (!destroyed && store.getState().pairing.status === 'loading' && generation === startedAt) idle()
        throw toConnectionError(error)
      }
    },

    async restore(namespace) {
      try {
        await sdk.load()
      } catch {
        return undefined
      }
      if (!session()) return undefined
      await remotes.prepare([namespace])
      const current = session()
      if (!current) return undefined
      return resultFor(current, namespace, kernel.store('chains').getState().byNamespace[namespace]?.network.caipNetwork?.caipNetworkId)
    },

    async disconnect() {
      generation++
      pairing.abort(new ConnectionError('MODAL_CLOSED', { details: 'disconnected' }))
      await sdk.end()
      remotes.ended()
    },

    abort() {
      generation++
      pairing.abort(new ConnectionError('MODAL_CLOSED'))
      if (store.getState().pairing.status !== 'idle') idle()
      launcher.reset()
    },

    openApp(wallet, platform) {
      const shown = store.getState().pairing
      if (shown.status !== 'ready' || shown.expiresAt <= Date.now()) return false
      const link = linkFor(platform, wallet, shown.uri)
      if (!link) return false
      launcher.launch(link, platform !== 'web')
      return true
    },

    async pairAhead(wanted) {
      const idleNow = () => !destroyed && wanted() && store.getState().pairing.status === 'idle'
      if (!idleNow()) return
      const startedAt = generation
      const made = await sdk.load()
      // A session of ours (in use or left over) is connect()'s to re-use or end: not paired over here.
      if (!idleNow() || generation !== startedAt || made.session) return
      const mine = { joined: false }
      ahead = mine
      pairing.run().then(
        () => {
          if (ahead === mine) ahead = undefined
          // Approved before the wallet's view asked for it (the page sat in the background while the
          // visitor was in the app): the visitor's wallet all the same.
          if (!mine.joined) sync.bringIn()
        },
        () => {
          if (ahead === mine) ahead = undefined
        },
      )
    },

    cancelAhead() {
      if (!ahead || ahead.joined) return
      ahead = undefined
      pairing.abort(new ConnectionError('MODAL_CLOSED', { details: 'the pairing made ahead was not used' }))
    },

    providerOf: (namespace) => remotes.providerOf(namespace),

    async destroy() {
      destroyed = true
      generation++
      launcher.stop()
      pairing.abort(new ConnectionError('MODAL_CLOSED', { details: 'the kernel was destroyed' }))
      // The relay socket and the SDK's heartbeat interval would outlive the kernel otherwise.
      await sdk.close()
      remotes.destroy()
    },
  }
}
