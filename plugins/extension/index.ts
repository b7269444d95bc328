import { definePlugin } from 'portico/core'
export type { BrowserWallet } from 'portico/core'
import { mergeBrowserWallets } from './mergeBrowserWallets.js'
import { reuseBrowserWallets } from './mergeBrowserWallets.js'

export { mergeBrowserWallets } from './mergeBrowserWallets.js'

/**
 * The browser-extension login method (DESIGN: Plugins). Chain plugins discover their wallets
 * (EIP-6963, Wallet Standard, injected globals...); this merges what they found into one entry a
 * wallet, `connectors.browserWallets`, which the Connect view lists as installed wallets and
 * ConnectingExternal connects, first asking which chain family when a wallet serves several.
 */
export function extension() {
  return definePlugin({
    name: 'extension',
    setup(ctx) {
      ctx.registerLoginMethod({ id: 'extension', kind: 'browser', section: 'wallet' })
      const store = ctx.store('connectors')
      const sync = () => {
        const { connectors, browserWallets } = store.getState()
        // Read on each change: plugins set up after this one have registered their namespaces by then.
        const next = reuseBrowserWallets(browserWallets, mergeBrowserWallets(connectors, [...ctx.kernel.namespaces.keys()]))
        // Only on a change: this very write notifies this listener again, which then finds nothing to do.
        if (next !== browserWallets) store.setState((draft) => void (draft.browserWallets = next as typeof draft.browserWallets))
      }
      sync()
      // ctx's store undoes this subscription on teardown.
      store.subscribe((state, previous) => {
        if (state.connectors !== previous.connectors) sync()
      })
      return () => {
        if (store.getState().browserWallets.length > 0) store.setState((draft) => void (draft.browserWallets = []))
      }
    },
  })
}
