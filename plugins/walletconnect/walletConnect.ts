import { definePlugin } from '../../core/kernel/definePlugin.js'
import { onLeave } from '../../core/router/onLeave.js'
import { registerWalletConnectSlot } from '../../react/connect/walletConnectSlot.js'
import { createWalletConnectConnector } from './connector/createWalletConnectConnector.js'
import { resolveWalletConnectOptions, type WalletConnectOptions } from './options.js'
import { PAIRING_VIEWS, pairAhead } from './pairing/pairAhead.js'
import { initialWalletConnectState, WALLETCONNECT_SLICE } from './pairing/walletConnectSlice.js'
import { PairingSlot } from './react/PairingSlot.js'
import { lazyRuntime } from './runtime/lazyRuntime.js'
import type { InitProvider } from './sdk/UniversalProviderLike.js'

/** What tests replace: how the SDK provider is made. */
export interface WalletConnectEnvironment {
  initProvider?: InitProvider
}

/**
 * The WalletConnect login method (DESIGN: Plugins): a WALLET_CONNECT connector for every
 * registered namespace over one session of `@walletconnect/universal-provider`, the pairing link
 * in `kernel.store('walletConnect')`, and the QR code and deep links in the WalletConnect views.
 * The SDK, the session logic and the panel load on first use, never on import; on a phone, the
 * first use is the modal opening (see pairAhead).
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
      const keepReady = pairAhead(ctx, runtime)
      for (const view of PAIRING_VIEWS) {
        ctx.onTeardown(onLeave(ctx.kernel, view, (_kernel, { to }) => {
          if (PAIRING_VIEWS.includes(to)) return
          runtime.abort()
          // Back where wallets are picked: a fresh link for the next tap (the one given up may
          // already be with the app the visitor tried).
          keepReady()
        }))
      }
      ctx.onTeardown(registerWalletConnectSlot(ctx.kernel, PairingSlot, {
        // A link is there only once the runtime has loaded (and made it): before, nothing opens.
        openApp: (wallet, platform) => runtime.loaded()?.openApp(wallet, platform) ?? false,
      }))
      ctx.onTeardown(() => runtime.destroy())
    },
  })
}
