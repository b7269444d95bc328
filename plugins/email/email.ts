import { definePlugin } from 'portico/core'
import { createEmailLogin } from './createEmailLogin.js'
import { createEmailUpdate } from './createEmailUpdate.js'
import { isRestrictedTimeZone, visitorTimeZone } from './restrictedTimeZone.js'

export const EMAIL_LOGIN_ID = 'email'

/** What tests replace: the clock and the visitor's time zone. */
export interface EmailEnvironment {
  now?: () => number
  timeZone?: () => string | undefined
  /** Waits between the email change's polls. */
  wait?: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The email login (DESIGN: Plugins): the Connect view's email field and the code view, drawn by
 * react/ for kind 'email', over the embedded wallet's frame, which it takes as a service. It names
 * no namespace: the frame's session reaches every chain plugin through the embedded wallet. Not
 * offered to visitors in a restricted time zone (SPEC sections 6 and 9), nor while the `email`
 * feature is off.
 */
export function email() {
  return emailPlugin({})
}

export function emailPlugin(environment: EmailEnvironment) {
  return definePlugin({
    name: 'email',
    dependencies: ['embeddedWallet'],
    setup(ctx) {
      const frame = ctx.need('embeddedWallet.frame')
      if (isRestrictedTimeZone((environment.timeZone ?? visitorTimeZone)())) return
      const login = createEmailLogin({ frame, storage: ctx.storage, now: environment.now ?? Date.now, otpView: 'EmailLogin', loginMethod: EMAIL_LOGIN_ID })
      let stopped = false
      const updateEmail = createEmailUpdate({ frame, storage: ctx.storage, view: 'EmailUpdate', wait: environment.wait ?? sleep, stopped: () => stopped })
      ctx.registerLoginMethod({ id: EMAIL_LOGIN_ID, kind: 'email', section: 'email', ...login, updateEmail })
      ctx.registerView({ id: 'EmailLogin', kind: 'email-otp', loginMethod: EMAIL_LOGIN_ID, title: 'Confirm Email' })
      // Not a connecting view (no `loginMethod`): it is opened with { loginMethod } by the Account view.
      ctx.registerView({ id: 'EmailUpdate', kind: 'email-update', title: 'Update Email' })
      ctx.registerConnectSection({ id: 'email', loginMethod: EMAIL_LOGIN_ID, feature: 'email' })
      return () => {
        stopped = true
      }
    },
  })
}

declare module 'portico/core' {
  interface ViewRegistry {
    EmailLogin: true
    EmailUpdate: true
  }
  interface ConnectSectionRegistry {
    email: true
  }
}
