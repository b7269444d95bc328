import {
  ConnectionError, connect, definePlugin, loginButtonOf, showAlert, STORAGE_KEYS, type CaipNetworkId,
} from 'portico/core'
import { AUTH_CONNECTOR_ID, createAuthConnector } from './connector/createAuthConnector.js'
import { embeddedNamespaces, loadEmbeddedServing } from './embeddedNamespaces.js'
import type { EmbeddedWalletService, LoginLabel } from './EmbeddedWalletService.js'
import { isRestrictedTimeZone, visitorTimeZone } from './restrictedTimeZone.js'
import { hasSocialReturn } from './socialReturn.js'
import type { FrameFailure } from './frame/createFrameClient.js'
import { frameSrc } from './frame/frameSrc.js'
import { lazyFrameWallet } from './wallet/lazyFrameWallet.js'

export interface EmbeddedWalletOptions {
  /** The frame page (services/frame's `/frame/`) on its own origin: the only host the embedded wallet talks to. */
  frameUrl: string
  /** Chains the embedded wallet serves beyond those its chain plugins declare (SPEC section 9's), such as a local devnet (a CAIP-2 id). */
  chains?: readonly CaipNetworkId[]
  /** Whether the frame logs to the console (SPEC's auth logger); on unless set false. */
  enableLogger?: boolean
}

/** What tests replace: the document the frame is created in. */
export interface EmbeddedWalletEnvironment {
  document?: Document
  /** The visitor's time zone (the browser's by default). */
  timeZone?: () => string | undefined
  /** The page's window: its address (a social login's return) and the messages posted to it. */
  window?: Window
}

/** The ApproveTransaction header while the frame shows: what the visitor is asked for (VisitorNeeded's reason). */
const STEP_TITLES: Record<string, string> = { approve: 'Approve Transaction', recoveryCode: 'Save Recovery Code', recover: 'Recover Wallet' }

const ALERTS = { loadFailed: 'EMBEDDED_WALLET_LOAD_FAILED', requestTimedOut: 'EMBEDDED_WALLET_REQUEST_TIMED_OUT', unverifiedDomain: 'UNVERIFIED_DOMAIN' } as const

/**
 * The embedded wallet (DESIGN: Plugins): the secure frame's client, offered to the login plugins
 * as the service 'embeddedWallet.frame', the AUTH connector on each namespace the frame serves,
 * and the ApproveTransaction view, where the frame itself shows while it needs the visitor. The
 * frame and the code that speaks to it load on first use, or on start for a visitor whose email
 * login was used before (SPEC section 4).
 */
export function embeddedWallet(options: EmbeddedWalletOptions) {
  return embeddedWalletPlugin(options, {})
}

export function embeddedWalletPlugin(options: EmbeddedWalletOptions, environment: EmbeddedWalletEnvironment) {
  return definePlugin({
    name: 'embeddedWallet',
    setup(ctx) {
      const { kernel } = ctx
      const src = () => frameSrc({
        frameUrl: options.frameUrl,
        projectId: kernel.options.projectId,
        chainId: kernel.store('chains').getState().byNamespace[kernel.store('chains').getState().activeNamespace ?? '']?.network.caipNetwork?.caipNetworkId,
        version: kernel.options.sdkVersion,
        enableLogger: options.enableLogger ?? true,
        rpcUrl: kernel.options.rpcUrl,
      })
      // A frame URL that is not http(s) fails start, before any frame exists.
      src()
      const onFailure = (failure: FrameFailure) => void showAlert(kernel, { code: ALERTS[failure] })
      const wallet = lazyFrameWallet(async () => {
        const [{ createFrameWallet }, serving] = await Promise.all([import('./wallet/createFrameWallet.js'), loadEmbeddedServing(kernel)])
        return createFrameWallet({
          ctx, connectorId: AUTH_CONNECTOR_ID, src: src(), serving, extraChains: options.chains ?? [], onFailure,
          document: environment.document ?? globalThis.document,
        })
      })
      ctx.onTeardown(() => wallet.destroy())

      // The login plugin the visitor used last, and how it shows; before any, the connector's own id (it is no external wallet).
      let loginMethod: string = AUTH_CONNECTOR_ID
      let label: LoginLabel | undefined
      const frameOrigin = new URL(options.frameUrl).origin
      // A connection restored after a reload shows as the button of the provider the frame names.
      const shownAs = (): LoginLabel | undefined => label ?? loginButtonOf(kernel.store('registry').getState(), wallet.loaded()?.user()?.authProvider)
      const service: EmbeddedWalletService = {
        available: !isRestrictedTimeZone((environment.timeZone ?? visitorTimeZone)()),
        request: async (name, payload) => (await wallet.get()).request(name, payload),
        async connect(by, shown) {
          loginMethod = by
          label = shown
          const served = embeddedNamespaces(kernel)
          const active = kernel.store('chains').getState().activeNamespace
          const namespace = active && served.includes(active) ? active : served[0]
          if (!namespace) throw new ConnectionError('NO_AUTH_CONNECTOR', { details: 'no chain plugin declares what the embedded wallet serves on its namespace (remote.embedded)' })
          await connect(kernel, { connectorId: AUTH_CONNECTOR_ID, namespace })
          const user = (await wallet.get()).user()
          return { ...(user?.userName ? { userName: user.userName } : {}), ...(user?.email ? { email: user.email } : {}) }
        },
        socialResult: async (source, signal) => (await import('./frame/socialResults.js')).nextSocialResult({ window: environment.window ?? globalThis.window, origin: frameOrigin, source, signal }),
        async takeSocialReturn() {
          const page = environment.window ?? globalThis.window
          if (!page || !hasSocialReturn(page.location.search)) return undefined
          return (await import('./frame/socialResults.js')).takeSocialReturn(page, frameOrigin)
        },
      }
      ctx.provide('embeddedWallet.frame', service)
      ctx.registerConnectorSource({
        id: AUTH_CONNECTOR_ID,
        // Chain plugins set up after this one have registered their namespaces by the time sources start.
        watch: (emit) => emit(embeddedNamespaces(kernel).map((namespace) => createAuthConnector(namespace, wallet, () => loginMethod, shownAs))),
      })
      ctx.registerView({
        id: 'ApproveTransaction',
        kind: 'surface',
        title: (data) => STEP_TITLES[String(data?.frameStep)] ?? 'Approve Transaction',
        attach: (container) => {
          let detach: (() => void) | undefined
          let left = false
          void wallet.get().then((loaded) => {
            if (!left) detach = loaded.attach(container)
          }, () => {})
          return () => {
            left = true
            detach?.()
          }
        },
      })
      ctx.events.on('kernel:started', () => {
        if (ctx.storage.get(STORAGE_KEYS.emailLoginUsed) !== undefined) void wallet.get().then((loaded) => loaded.preload(), () => {})
      })
    },
  })
}

declare module 'portico/core' {
  interface ViewRegistry {
    ApproveTransaction: true
  }
  interface ConnectorTypeRegistry {
    AUTH: true
  }
}
