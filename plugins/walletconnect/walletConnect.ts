import { connect, ConnectionError, definePlugin, onLeave, type ViewData } from 'portico/core'
import { createWalletConnectConnector, WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_NAME, holdsSession, pairingNamespace } from './connector/createWalletConnectConnector.js'
import { installLink, linkFor, opensWallet } from './links/walletLink.js'
import { resolveWalletConnectOptions, type WalletConnectOptions } from './options.js'
import { PAIRING_VIEWS, pairAhead } from './pairing/pairAhead.js'
import { lazyRuntime } from './runtime/lazyRuntime.js'
import { sessionNamespaces } from './namespaces/sessionNamespaces.js'
import type { InitProvider } from './sdk/UniversalProviderLike.js'
import { initialWalletConnectState, WALLETCONNECT_SLICE } from './walletConnectSlice.js'

/**
 * The wallet that mobile lists keep although it has no mobile link (SPEC section 5): it opens
 * through deep links of its own. A Portico registry id (services/api serves the registry), so the
 * registry must list it, or the rule keeps nothing.
 */
export const MOBILE_EXCHANGE_WALLET_ID = 'portico-exchange'

/** What tests replace: how the SDK provider is made. */
export interface WalletConnectEnvironment {
  initProvider?: InitProvider
}

const viewTitle = (data: ViewData | undefined) => data?.wallet?.name ?? data?.connector?.name ?? WALLET_CONNECT_CONNECTOR_NAME

/**
 * The WalletConnect login method (DESIGN: Plugins): a WALLET_CONNECT connector for every
 * registered namespace over one session of `@walletconnect/universal-provider`, the pairing link
 * in `kernel.store('walletConnect')`, and a pairing login whose link react/'s pairing view shows as
 * a QR code and deep links. The SDK and the session logic load on first use, never on import; on a
 * phone, the first use is the modal opening (see pairAhead).
 */
export function walletConnect(options: WalletConnectOptions = {}) {
  return walletConnectPlugin(options, {})
}

export function walletConnectPlugin(options: WalletConnectOptions, environment: WalletConnectEnvironment) {
  const resolved = resolveWalletConnectOptions(options)
  return definePlugin({
    name: 'walletConnect',
    setup(ctx) {
      if (!ctx.options.enableWalletConnect) return
      const { kernel } = ctx
      ctx.defineSlice(WALLETCONNECT_SLICE, initialWalletConnectState())
      const runtime = lazyRuntime(() =>
        import('./runtime/createRuntime.js').then(({ createRuntime }) => createRuntime(ctx, resolved, environment.initProvider)))
      ctx.registerLoginMethod({
        id: WALLET_CONNECT_CONNECTOR_ID,
        kind: 'pairing',
        section: 'wallet',
        name: WALLET_CONNECT_CONNECTOR_NAME,
        slice: WALLETCONNECT_SLICE,
        view: 'ConnectingWalletConnect',
        startView: 'ConnectingWalletConnectBasic',
        connectsListings: true,
        mobileWalletIds: [MOBILE_EXCHANGE_WALLET_ID],
        async pair() {
          const namespace = pairingNamespace(kernel)
          if (!namespace) throw new ConnectionError('NO_CONNECTOR_FOR_CONNECTION', { details: 'no chain plugin for WalletConnect to pair' })
          await connect(kernel, { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace })
        },
        // The session is one for every namespace: a wallet that approved other chain families only has paired all the same.
        isPaired: () => holdsSession(kernel),
        // A link is there only once the runtime has loaded (and made it): before, nothing opens.
        openApp: (wallet, platform) => (wallet && runtime.loaded()?.openApp(wallet, platform)) ?? false,
        opensWallet,
        walletLink: (platform, wallet, uri) => linkFor(platform, wallet, uri)?.href,
        installLink: (wallet) => installLink(wallet),
      })
      ctx.registerView({ id: 'ConnectingWalletConnect', kind: 'pairing', loginMethod: WALLET_CONNECT_CONNECTOR_ID, title: viewTitle })
      ctx.registerView({ id: 'ConnectingWalletConnectBasic', kind: 'pairing-start', loginMethod: WALLET_CONNECT_CONNECTOR_ID, title: 'Connect Wallet' })
      ctx.registerConnectorSource({
        id: WALLET_CONNECT_CONNECTOR_ID,
        // Plugins set up after this one have registered their namespaces by the time sources start.
        watch: (emit) => emit(sessionNamespaces(kernel).map((namespace) => createWalletConnectConnector(namespace, runtime))),
      })
      const keepReady = pairAhead(ctx, runtime)
      for (const view of PAIRING_VIEWS) {
        ctx.onTeardown(onLeave(kernel, view, (_kernel, { to }) => {
          if (PAIRING_VIEWS.includes(to)) return
          runtime.abort()
          // Back where wallets are picked: a fresh link for the next tap (the one given up may
          // already be with the app the visitor tried).
          keepReady()
        }))
      }
      ctx.onTeardown(() => runtime.destroy())
    },
  })
}

declare module 'portico/core' {
  interface ViewRegistry {
    ConnectingWalletConnect: true
    ConnectingWalletConnectBasic: true
  }
  interface ConnectorGroupRegistry {
    walletConnect: true
  }
  interface ConnectorTypeRegistry {
    WALLET_CONNECT: true
  }
}
