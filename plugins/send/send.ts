import { definePlugin } from 'portico/core'

/** The feature id, the flag of the same name switching it (SPEC section 9: on by default). */
export const SEND_FEATURE_ID = 'send'
/** The view the Account view's Send button opens. */
export const SEND_VIEW_ID = 'Send'

/**
 * Send (SPEC sections 2 and 4): an Account button opening the send view, where a visitor picks the
 * native currency or a token, an amount and a receiver, sees a preview with the network fee, and
 * confirms in the wallet. The plugin brings data only; react/ draws kind 'send' over core's send
 * action. It names no namespace: the button shows on whichever namespace's chain plugin can send.
 */
export function send() {
  return definePlugin({
    name: 'send',
    setup(ctx) {
      ctx.registerFeature({ id: SEND_FEATURE_ID, label: 'Send', icon: 'send', view: SEND_VIEW_ID, requires: ['sendNative', 'sendToken'] })
      ctx.registerView({ id: SEND_VIEW_ID, kind: 'send', title: 'Send' })
    },
  })
}

declare module 'portico/core' {
  interface ViewRegistry {
    Send: true
  }
  interface WalletFeatureRegistry {
    send: true
  }
}
