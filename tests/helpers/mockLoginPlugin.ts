import type { LoginMethod, PairingLogin } from '../../core/kernel/contributions.js'
import { definePlugin } from '../../core/kernel/createPluginContext.js'

/** A login method with no behaviour of its own: it only shows up in the connect method order. */
export function mockLoginPlugin(section: LoginMethod['section'] = 'wallet', options: { dependencies?: string[] } = {}) {
  return definePlugin({
    name: `mock-login-${section}`,
    dependencies: options.dependencies ?? [],
    setup(ctx) {
      ctx.registerLoginMethod({ id: `mock-${section}`, kind: 'browser', section })
    },
  })
}

/** A pairing login whose capabilities do nothing unless a test gives them something to do. */
export function mockPairingLogin(overrides: Partial<PairingLogin> & { id?: string } = {}): LoginMethod {
  const { id = 'mock-pairing', ...rest } = overrides
  return {
    id,
    section: 'wallet',
    kind: 'pairing',
    name: 'Mock Pairing',
    slice: 'walletConnect',
    view: 'ConnectingWalletConnect',
    connectsListings: true,
    pair: () => Promise.resolve(),
    isPaired: () => false,
    openApp: () => false,
    opensWallet: () => false,
    walletLink: () => undefined,
    installLink: () => undefined,
    ...rest,
  }
}

/** A plugin registering one pairing login (by default with a start view, as WalletConnect's). */
export function mockPairingPlugin(overrides: Partial<PairingLogin> & { id?: string } = {}) {
  return definePlugin({
    name: `mock-pairing-plugin-${overrides.id ?? 'mock-pairing'}`,
    setup(ctx) {
      ctx.registerLoginMethod(mockPairingLogin({ startView: 'ConnectingWalletConnectBasic', ...overrides }))
    },
  })
}

/**
 * A plugin standing in for a pairing login on a view test: it keeps a pairing slice whose link is
 * ready at once, and registers (unless told not to) a pairing login whose pairing never ends, as
 * while the visitor has not scanned yet.
 */
export function pairingTestPlugin(overrides: Partial<PairingLogin> & { id?: string } = {}, registersLogin = true) {
  return definePlugin({
    name: 'pairing-under-test',
    setup(ctx) {
      ctx.defineSlice('walletConnect', { pairing: { status: 'ready', uri: 'wc:abc@2?relay-protocol=irn&symKey=00', expiresAt: Date.now() + 60_000 }, appLaunch: 'idle' })
      if (registersLogin) ctx.registerLoginMethod(mockPairingLogin({ startView: 'ConnectingWalletConnectBasic', pair: () => new Promise(() => {}), ...overrides }))
    },
  })
}

/**
 * A page's stand-in for walletConnect(): the pairing login with its two views, drawn by react/'s
 * pairing kinds, over a link that is ready at once and a pairing that never ends. Registry
 * listings show and open its view as they would on a site with the real plugin, with no relay.
 */
export function pairingStandInPlugin() {
  const plugin = pairingTestPlugin({ id: 'walletConnect', name: 'WalletConnect' })
  return definePlugin({
    name: 'pairing-stand-in',
    setup(ctx) {
      plugin.setup(ctx)
      ctx.registerView({ id: 'ConnectingWalletConnect', kind: 'pairing', loginMethod: 'walletConnect', title: (data) => data?.wallet?.name ?? data?.connector?.name ?? 'WalletConnect' })
      ctx.registerView({ id: 'ConnectingWalletConnectBasic', kind: 'pairing-start', loginMethod: 'walletConnect', title: 'Connect Wallet' })
    },
  })
}
