import type { Network } from '../core/index.js'

/**
 * Where the demo serves its WalletConnect test wallet (demo/wc-wallet.html), on the demo's own
 * origin: the server prints it and the page links it.
 */
export const TEST_WALLET_PATH = '/wc-wallet'

/** Where the demo serves the same wallet and kernel inside a wagmi app (demo/wagmi.html). */
export const WAGMI_DEMO_PATH = '/wagmi'

/**
 * Every page of the demo, as files under demo/: the dApp, the test wallet, its universal-link entry
 * (`/wcwallet/wc?uri=`, what a phone's OS opens for the listing's link) and the wagmi app. The dev
 * server finds them by path; a build must name each one.
 */
export const DEMO_PAGES = ['index.html', 'wc-wallet.html', 'wcwallet/wc.html', 'wagmi.html'] as const

/** The devnet token the demo sends and shows (the same address on every devnet chain). */
export interface DemoToken {
  address: string
  name: string
  symbol: string
  decimals: number
}

/** What `npm start` hands the demo: where the local services are and what the devnet holds. */
export interface DemoConfig {
  /** The local provider API (services/api). */
  apiUrl: string
  /**
   * The local WalletConnect relay (services/relay), `ws://127.0.0.1:<port>`: the relayUrl of the
   * walletConnect plugin and of the test wallet page. `npm start` always sets it; absent, the demo
   * has no WalletConnect path.
   */
  relayUrl?: string
  projectId: string
  /**
   * The embedded wallet's frame (services/frame), its origin: the frameUrl of the embeddedWallet
   * plugin, with email login. Absent, the demo has no email login.
   */
  frameUrl?: string
  /** The development mailbox's page (services/frame/mailbox), where the email codes arrive; linked on the page with email login. */
  mailboxUrl?: string
  /** The devnet networks; the demo wallet starts on the first. */
  networks: Network[]
  token: DemoToken
  /** Devnet private keys for the demo wallet: public development keys, never real ones. */
  walletKeys: string[]
  /** The local Solana, when the stack runs one: the demo then connects, signs and sends there too. */
  solana?: DemoSolanaConfig
}

/** The local Solana as the demo needs it. */
export interface DemoSolanaConfig {
  network: Network
  /** The devnet's SPL token; `address` is its mint. */
  token: DemoToken
  /** The wallet's Solana accounts: base58 addresses and 64-byte secret keys in hex (public devnet keys only). */
  accounts: { address: string; secretKey: string }[]
}

/** The config as the page receives it: the server adds the keys' addresses so the page needs no ethers to show them. */
export interface DemoPageConfig extends DemoConfig {
  walletAddresses: string[]
}
