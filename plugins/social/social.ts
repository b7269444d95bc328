import { ConnectionError, definePlugin, LIMITS, openModal, type LoginButton } from 'portico/core'
import { createSocialLinks } from './createSocialLinks.js'
import type { SocialLoginFlow } from './followSocialLogin.js'
import { SocialError } from './SocialError.js'
import { SOCIAL_PROVIDERS, socialButtons, type SocialProviderId } from './socialProviders.js'

export const SOCIAL_LOGIN_ID = 'social'
/** The site page's search parameter naming the provider a full-page login went to, for the page it comes back to. */
export const SOCIAL_PROVIDER_PARAM = 'portico_social_provider'
const POPUP_NAME = 'portico-social'

export interface SocialOptions {
  /** The providers offered (SPEC section 5's six by default); which show, and in what order, is `features.socials`. */
  providers?: readonly SocialProviderId[]
}

/** What tests replace: the page's window (its popups, its address) and the clock. */
export interface SocialEnvironment {
  window?: Window
  now?: () => number
}

/**
 * The social login (DESIGN: Plugins): a button a provider in the Connect view's social section,
 * drawn by react/ for kind 'social', over the embedded wallet's frame, which it takes as a
 * service. It names no namespace. A tap opens SPEC section 9's 600×800 popup on the provider
 * at once, its link fetched as the Connect view showed; on a phone the page itself goes to the
 * provider and the login finishes when it comes back. A name that is not one of SPEC section 5's
 * six is refused here, when the site configures it.
 */
export function social(options: SocialOptions = {}) {
  return socialPlugin(options, {})
}

export function socialPlugin(options: SocialOptions, environment: SocialEnvironment) {
  const buttons = socialButtons(options.providers ?? SOCIAL_PROVIDERS)
  return definePlugin({
    name: 'social',
    dependencies: ['embeddedWallet'],
    setup(ctx) {
      const { kernel } = ctx
      const frame = ctx.need('embeddedWallet.frame')
      if (!frame.available) return
      const page = environment.window ?? globalThis.window
      const phone = () => kernel.options.isMobile()
      /** Where a phone's login comes back to: this page, naming the provider. */
      const returnTo = (provider: string) => {
        const url = new URL(page.location.href)
        url.searchParams.set(SOCIAL_PROVIDER_PARAM, provider)
        return url.toString()
      }
      const links = createSocialLinks({
        ask: async (provider) => (await frame.request('GetSocialRedirectUri', { provider, ...(phone() ? { returnTo: returnTo(provider) } : {}) })).uri,
        now: environment.now ?? Date.now,
      })
      const outcomes = new Map<string, Promise<void>>()
      // The popup of each provider's latest tap: Cancel closes it, and the flow's check sees it closed.
      const popups = new Map<string, Window | null>()
      // The flow after the tap loads with the first tap; a load that failed is tried again on the next.
      let loading: Promise<SocialLoginFlow> | undefined
      const flow = () => (loading ??= import('./followSocialLogin.js').then(
        ({ createSocialLoginFlow }) => createSocialLoginFlow({ frame, storage: ctx.storage, timers: ctx.timers, events: ctx.events, loginMethod: SOCIAL_LOGIN_ID }),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      ))
      const track = (provider: string, outcome: Promise<void>) => {
        outcomes.set(provider, outcome)
        // Followed by the wait view; not an unhandled rejection before it looks.
        outcome.catch(() => {})
        return outcome
      }

      const start = (button: LoginButton): Promise<void> => {
        const ready = links.take(button.id)
        if (phone()) {
          // The page leaves for the provider; the login finishes on the page it comes back to.
          const leave = (uri: string) => page.location.assign(uri)
          if (ready !== undefined) {
            leave(ready)
            return new Promise(() => {})
          }
          return links.get(button.id).then(leave, (error: unknown) => {
            throw new ConnectionError('SOCIAL_INIT_FAILED', { details: `the link to ${button.name} could not be made`, cause: error })
          }).then(() => new Promise(() => {}))
        }
        const popup = page.open(ready ?? 'about:blank', POPUP_NAME, popupFeatures(page))
        popups.set(button.id, popup)
        const link = ready === undefined ? links.get(button.id) : undefined
        return flow().then((parts) => parts.followPopup(button, popup, link))
      }

      ctx.registerLoginMethod({
        id: SOCIAL_LOGIN_ID,
        kind: 'social',
        section: 'social',
        providers: buttons,
        waitView: 'SocialWait',
        prepare: () => links.prepare(buttons.map((button) => button.id)),
        start(provider) {
          const button = buttons.find((candidate) => candidate.id === provider)
          return track(provider, button ? start(button) : Promise.reject(new SocialError('UNKNOWN_PROVIDER', { params: { provider: provider.slice(0, 40) } })))
        },
        cancel: (provider) => popups.get(provider)?.close(),
        outcome: (provider) => outcomes.get(provider),
      })
      ctx.registerView({ id: 'SocialWait', kind: 'social-wait', loginMethod: SOCIAL_LOGIN_ID, title: (data) => buttons.find((button) => button.id === data?.provider)?.name ?? 'Social login' })
      ctx.registerConnectSection({ id: 'social', loginMethod: SOCIAL_LOGIN_ID, feature: 'socials', shared: true })

      // A phone coming back from the provider: the login finishes here, in the modal's wait view.
      ctx.events.on('kernel:started', () => {
        const provider = takeProviderParam(page)
        const button = buttons.find((candidate) => candidate.id === provider)
        if (!button) return
        void frame.takeSocialReturn().then((result) => {
          if (!result) return
          track(button.id, flow().then((parts) => parts.finish(button, result)))
          openModal(kernel, { view: 'SocialWait', data: { provider: button.id, returned: true } })
        })
      })
    },
  })
}

/** SPEC section 9's popup size, centred on the page's window. */
function popupFeatures(page: Window): string {
  const { width, height } = LIMITS.socialPopup
  const left = Math.max(0, Math.round(page.screenX + (page.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(page.screenY + (page.outerHeight - height) / 2))
  return `popup,width=${width},height=${height},left=${left},top=${top}`
}

/** The provider a full-page login went to, taken out of the page's address. */
function takeProviderParam(page: Window | undefined): string | undefined {
  if (!page?.location.search.includes(SOCIAL_PROVIDER_PARAM)) return undefined
  const url = new URL(page.location.href)
  const provider = url.searchParams.get(SOCIAL_PROVIDER_PARAM) ?? undefined
  url.searchParams.delete(SOCIAL_PROVIDER_PARAM)
  page.history.replaceState(page.history.state, '', url)
  return provider
}

declare module 'portico/core' {
  interface ViewRegistry {
    SocialWait: true
  }
  interface ConnectSectionRegistry {
    social: true
  }
}
