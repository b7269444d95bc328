import type { DemoPageConfig } from '../DemoConfig.js'
import type { WcWallet } from './createWcWallet.js'
import type { WalletClient } from './WalletClient.js'

declare global {
  interface Window {
    /** The running test wallet, for the browser tests and the console. */
    __porticoWcWallet?: {
      wallet: WcWallet
      client(): WalletClient | undefined
      config: DemoPageConfig
      /** The toy chain account's address, public key and balance, for a test to verify its signatures with. */
      toy(): ReturnType<WcWallet['toyAccount']>
    }
  }
}
