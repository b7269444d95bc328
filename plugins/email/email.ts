import { definePlugin, STORAGE_KEYS } from 'portico/core'

export const EMAIL_LOGIN_ID = 'email'

/** What tests replace: the clock. */
export interface EmailEnvironment {
  now?: () => number
  /** Waits between the email change's polls. */
  wait?: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The email login (DESIGN: Plugins): the Connect view's email field and the code view, drawn by
 * react/ for kind 'email', over the embedded wallet's frame, which it takes as a service. It names
 * no namespace: the frame's session reaches every chain plugin through the embedded wallet. Not
 * offered where the embedded wallet is not (a restricted time zone, SPEC sections 6 and 9), nor
 * while the `email` feature is off.
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
      if (!frame.available) return
      let stopped = false
      // The login's code (the address rule, the cool-down, the frame's requests) loads with the
      // visitor's first submit, not with the page; a load that failed is tried again on the next.
      let loading: Promise<Awaited<ReturnType<typeof loadParts>>> | undefined
      const loadParts = async () => {
        const [{ createEmailLogin }, { createEmailUpdate }] = await Promise.all([import('./createEmailLogin.js'), import('./createEmailUpdate.js')])
        return {
          login: createEmailLogin({ frame, storage: ctx.storage, now: environment.now ?? Date.now, loginMethod: EMAIL_LOGIN_ID }),
          update: createEmailUpdate({ frame, storage: ctx.storage, wait: environment.wait ?? sleep, stopped: () => stopped }),
        }
      }
      const parts = () => (loading ??= loadParts().catch((error: unknown) => {
        loading = undefined
        throw error
      }))
      ctx.registerLoginMethod({
        id: EMAIL_LOGIN_ID,
        kind: 'email',
        section: 'email',
        otpView: 'EmailLogin',
        start: async (email) => (await parts()).login.start(email),
        resend: async () => (await parts()).login.resend(),
        verify: async (code) => (await parts()).login.verify(code),
        updateEmail: {
          view: 'EmailUpdate',
          current: () => ctx.storage.get(STORAGE_KEYS.email),
          start: async (newEmail) => (await parts()).update.start(newEmail),
          verifyPrimary: async (code) => (await parts()).update.verifyPrimary(code),
          verifySecondary: async (code) => (await parts()).update.verifySecondary(code),
        },
      })
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
