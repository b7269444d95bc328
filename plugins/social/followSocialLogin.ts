import { ConnectionError, LIMITS, STORAGE_KEYS, type KernelStorage, type LoginButton, type PluginContext, type ServiceOf } from 'portico/core'

type Frame = ServiceOf<'embeddedWallet.frame'>

export interface SocialLoginParameters {
  frame: Frame
  storage: KernelStorage
  timers: PluginContext['timers']
  events: PluginContext['events']
  /** The login method's id, which the embedded wallet's connector then belongs to. */
  loginMethod: string
}

export interface SocialLoginFlow {
  /**
   * Follows the popup opened in the tap: gives it the provider's link once fetched (when it was
   * not ready in the tap), checks every second whether the visitor closed it, waits for the frame
   * site's result, then finishes.
   */
  followPopup(button: LoginButton, popup: Window | null, link: Promise<string> | undefined): Promise<void>
  /** Finishes with the result the frame site reported: the frame signs in with it, then the wallet connects. */
  finish(button: LoginButton, result: { resultUri: string } | { error: string }): Promise<void>
}

/** SPEC's 'Failed to initiate social connection', with what went wrong for the developer. */
const initFailed = (details: string, cause?: unknown) => new ConnectionError('SOCIAL_INIT_FAILED', { details, ...(cause === undefined ? {} : { cause }) })

/**
 * The social login of SPEC section 4 after the tap: the popup, the result link, the connection,
 * then SPEC's login success (the username and the login-used flag kept, SOCIAL_LOGIN_SUCCESS
 * reported). Loaded with the first tap, not with the page.
 */
export function createSocialLoginFlow({ frame, storage, timers, events, loginMethod }: SocialLoginParameters): SocialLoginFlow {
  const finish: SocialLoginFlow['finish'] = async (button, result) => {
    if ('error' in result) throw initFailed(`${button.name} answered ${result.error}`)
    try {
      await frame.request('ConnectSocial', { uri: result.resultUri })
    } catch (error) {
      throw initFailed('the frame did not sign in with the result link', error)
    }
    const user = await frame.connect(loginMethod, { name: button.name, icon: button.icon })
    if (user.userName) storage.set(STORAGE_KEYS.socialUsername, user.userName)
    if (user.email) storage.set(STORAGE_KEYS.email, user.email)
    // The flag makes the frame load with the page on the next visit, as it does for email.
    storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
    events.emit('analytics', { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: button.id } })
  }

  return {
    finish,
    async followPopup(button, popup, link) {
      if (!popup) throw initFailed('the browser did not open the popup')
      const watching = new AbortController()
      link?.then(
        (uri) => {
          if (!popup.closed) popup.location.href = uri
        },
        (error: unknown) => {
          watching.abort(initFailed(`the link to ${button.name} could not be made`, error))
          popup.close()
        },
      )
      // The result page posts, then closes itself: a close seen in the same moment waits one task for its message.
      const stopPolling = timers.setInterval(() => {
        if (popup.closed) timers.setTimeout(() => watching.abort(new ConnectionError('POPUP_CLOSED')), 0)
      }, LIMITS.socialPopup.pollMs)
      let result: Awaited<ReturnType<Frame['socialResult']>>
      try {
        result = await frame.socialResult(popup, watching.signal)
      } finally {
        stopPolling()
      }
      if (!popup.closed) popup.close()
      await finish(button, result)
    },
  }
}
