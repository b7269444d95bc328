import { definePlugin } from '../../core/kernel/definePlugin.js'
import { onLeave } from '../../core/router/onLeave.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import { registerWalletConnectSlot } from '../../react/connect/walletConnectSlot.js'
import { createWalletConnectConnector } from './connector/createWalletConnectConnector.js'
import { resolveWalletConnectOptions, type WalletConnectOptions } from './options.js'
import { initialWalletConnectState, WALLETCONNECT_SLICE } from './pairing/walletConnectSlice.js'
import { PairingSlot } from './react/PairingSlot.js'
import { lazyRuntime } from './runtime/lazyRuntime.js'
import type { InitProvider } from './sdk/UniversalProviderLike.js'

/** The views whose slot shows a pairing; moving between them keeps it, leaving them ends it. */
const PAIRING_VIEWS: readonly ViewId[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']

/** What tests replace: how the SDK provider is made. */
export interface WalletConnectEnvironment {
  initProvider?: InitProvider
}

/**
 * The WalletConnect login method (DESIGN: Plugins): a WALLET_CONNECT connector for every
 * registered namespace over one session of `@walletconnect/universal-provider`, the pairing link
 * in `kernel.store('walletConnect')`, and the QR code and deep links in the WalletConnect views.
 * The SDK, the session logic and the panel load on first use, never on import.
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
      ctx.defineSlice(WALLETCONNECT_SLICE, initialWalletConnectState())
      const runtime = lazyRuntime(() =>
        import('./runtime/createRuntime.js').then(({ createRuntime }) => createRuntime(ctx, resolved, environment.initProvider)))
      ctx.registerLoginMethod({ id: 'walletConnect', method: 'wallet' })
      ctx.registerConnectorSource({
        id: 'walletConnect',
        // Plugins set up after this one have registered their namespaces by the time sources start.
        watch: (emit) => emit([...ctx.kernel.namespaces.keys()].map((namespace) => createWalletConnectConnector(namespace, runtime))),
      })
      for (const view of PAIRING_VIEWS) {
        ctx.onTeardown(onLeave(ctx.kernel, view, (_kernel, { to }) => {
          if (!PAIRING_VIEWS.includes(to)) runtime.abort()
        }))
      }
      ctx.onTeardown(registerWalletConnectSlot(ctx.kernel, PairingSlot))
      ctx.onTeardown(() => runtime.destroy())
    },
  })
}
