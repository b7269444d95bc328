import { definePlugin, findConnector, type Kernel, type PairingPlatform } from 'portico/core'
import { FARCASTER_BUTTON } from './farcasterButton.js'
import { FARCASTER_SLICE, initialFarcasterState } from './farcasterSlice.js'
import { FARCASTER_VIEW, resyncOnLeave } from './resyncOnLeave.js'

export const FARCASTER_LOGIN_ID = 'farcaster'

/** What tests replace: the clock and the page's window (where a phone opens the link). */
export interface FarcasterEnvironment {
  now?: () => number
  window?: Pick<Window, 'open'>
}

/** Whether a namespace is connected through the embedded wallet on farcaster's behalf. */
function pairedByFarcaster(kernel: Kernel): boolean {
  return Object.entries(kernel.store('chains').getState().byNamespace).some(([namespace, chain]) =>
    chain?.account.status === 'connected' && chain.connectorId !== undefined
    && findConnector(kernel, chain.connectorId, namespace)?.loginMethod === FARCASTER_LOGIN_ID)
}

/**
 * The farcaster login (DESIGN: Plugins): a button among the social section's providers that opens
 * ConnectingFarcaster, react/'s pairing view, which shows the frame's Sign In With Farcaster link
 * as a QR code (on a phone, as a button opening the Farcaster app). It takes the embedded wallet's
 * frame as a service and names no namespace. Its moves load with the first pairing.
 */
export function farcaster() {
  return farcasterPlugin({})
}

export function farcasterPlugin(environment: FarcasterEnvironment) {
  return definePlugin({
    name: 'farcaster',
    dependencies: ['embeddedWallet'],
    setup(ctx) {
      const { kernel } = ctx
      const frame = ctx.need('embeddedWallet.frame')
      const store = ctx.defineSlice(FARCASTER_SLICE, initialFarcasterState())
      // Where the embedded wallet is not offered (a restricted time zone), neither is its farcaster login.
      if (!frame.available) return
      // The pairing's code loads with the first pair(); a load that failed is tried again on the next.
      let loading: Promise<() => Promise<void>> | undefined
      const pairing = () => (loading ??= import('./createFarcasterPairing.js').then(
        ({ createFarcasterPairing }) => createFarcasterPairing({ kernel, frame, store, storage: ctx.storage, now: environment.now ?? Date.now, loginMethod: FARCASTER_LOGIN_ID, label: FARCASTER_BUTTON }),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      ))
      const readyLink = () => {
        const { pairing: shown } = store.getState()
        return shown.status === 'ready' ? shown.uri : undefined
      }
      const opensOnPhone = (platform: PairingPlatform) => platform === 'mobile'

      ctx.registerLoginMethod({
        id: FARCASTER_LOGIN_ID,
        kind: 'pairing',
        section: 'social',
        name: 'Farcaster',
        view: FARCASTER_VIEW,
        slice: FARCASTER_SLICE,
        connectsListings: false,
        button: FARCASTER_BUTTON,
        pair: async () => (await pairing())(),
        isPaired: () => pairedByFarcaster(kernel),
        // Inside the tap: the Farcaster app takes the link (a universal link) in a window of its own, so this page keeps waiting.
        openApp(_wallet, platform) {
          const uri = readyLink()
          const page = environment.window ?? globalThis.window
          if (!uri || !opensOnPhone(platform) || !page) return false
          return page.open(uri, '_blank', 'noopener,noreferrer') !== null
        },
        opensWallet: (platform) => opensOnPhone(platform),
        walletLink: (platform, _wallet, uri) => (opensOnPhone(platform) ? uri : undefined),
        installLink: () => undefined,
      })
      ctx.registerView({ id: FARCASTER_VIEW, kind: 'pairing', loginMethod: FARCASTER_LOGIN_ID, title: 'Farcaster' })
      ctx.registerConnectSection({ id: 'social', loginMethod: FARCASTER_LOGIN_ID, feature: 'socials', shared: true })
      resyncOnLeave(ctx, frame, store)
    },
  })
}

declare module 'portico/core' {
  interface ViewRegistry {
    ConnectingFarcaster: true
  }
  interface ConnectSectionRegistry {
    social: true
  }
}
