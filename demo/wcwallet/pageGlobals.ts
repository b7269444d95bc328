import type { DemoPageConfig } from '../DemoConfig.js'
import type { WcWallet } from './createWcWallet.js'
import type { WalletClient } from './WalletClient.js'

declare global {
  interface Window {
    /** The running test wallet, for the browser tests and the console. */
    __porticoWcWallet?: { wallet: WcWallet; client(): WalletClient | undefined; config: DemoPageConfig }
  }
}
