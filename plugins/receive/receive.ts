import { definePlugin } from 'portico/core'

/** The feature id, the flag of the same name switching it (SPEC section 9: on by default). */
export const RECEIVE_FEATURE_ID = 'receive'
/** The view the Account view's Receive button opens. */
export const RECEIVE_VIEW_ID = 'Receive'

/**
 * Receive (SPEC sections 1 and 2): an Account button opening a view with the connected address as
 * a QR code bearing the wallet's icon, a Copy button, and the networks of the account's namespace,
 * where that address receives. The plugin brings data only; react/ draws kind 'receive' from the
 * chain state every chain plugin keeps, so it names no namespace and needs no capability.
 */
export function receive() {
  return definePlugin({
    name: 'receive',
    setup(ctx) {
      ctx.registerFeature({ id: RECEIVE_FEATURE_ID, label: 'Receive', icon: 'receive', view: RECEIVE_VIEW_ID })
      ctx.registerView({ id: RECEIVE_VIEW_ID, kind: 'receive', title: 'Receive' })
    },
  })
}

declare module 'portico/core' {
  interface ViewRegistry {
    Receive: true
  }
  interface WalletFeatureRegistry {
    receive: true
  }
  interface ViewKindRegistry {
    /** The connected address to receive on: its QR code, a copy button, the networks it receives on. */
    receive: true
  }
}
