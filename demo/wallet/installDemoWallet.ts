import type { Wallet } from '@wallet-standard/base'
import type { Network } from '../../core/index.js'
import type { ChainBackend } from './ChainBackend.js'
import { createApprovalQueue, type ApprovalQueue } from './createApprovalQueue.js'
import { createDemoProvider, type DemoProvider } from './createDemoProvider.js'
import { createEthersBackend } from './createEthersBackend.js'
import { createWalletState, type WalletStateStore } from './createWalletState.js'
import type { KnownToken } from './describeRequest.js'
import { mountWalletPanel } from './panel/mountWalletPanel.js'
import { createSolanaDemoWallet } from './solana/createSolanaDemoWallet.js'
import type { SolanaDemoAccount } from './solana/createSolanaKeyring.js'
import { registerStandardWallet } from './solana/registerStandardWallet.js'
import { toWalletChain } from './WalletChain.js'
import { WALLET_ICON } from './walletIcon.js'

/** EIP-6963's provider info. */
export interface WalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface InstallDemoWalletOptions {
  /** The devnet networks. The wallet starts knowing the first only; a dApp adds the others. */
  networks: readonly Network[]
  /** Private keys of the accounts the visitor can pick from (public devnet keys only). */
  keys: readonly string[]
  /** The keys' addresses when known: the wallet then answers account requests without ethers. */
  addresses?: readonly string[]
  /** Tokens the approval prompt can name in an ERC20 transfer. */
  tokens?: readonly KnownToken[]
  /** Where the wallet keeps its memory; localStorage by default. */
  storageKey?: string
  /** Off for tests that drive the provider alone. */
  panel?: boolean
  /** The panel starts folded to a small bar (the default) so it hides little of the page; a request unfolds it. */
  startCollapsed?: boolean
  /** A chain side other than ethers (tests). */
  backend?: ChainBackend
  /**
   * The wallet's Solana side, registered through the Wallet Standard under the same name and icon:
   * its accounts (the same index as the EVM ones is selected), the network its prompts name, and
   * the SPL tokens (by mint) a transfer prompt can name.
   */
  solana?: { accounts: readonly SolanaDemoAccount[]; networkName: string; tokens?: readonly KnownToken[] }
}

export interface DemoWallet {
  info: WalletInfo
  provider: DemoProvider
  /** The Solana side as the Wallet Standard sees it, when the wallet has one. */
  solana?: Wallet | undefined
  state: WalletStateStore
  approvals: ApprovalQueue
  /** Announces the provider again (EIP-6963 also does it on every eip6963:requestProvider). */
  announce(): void
  setTheme(mode: 'light' | 'dark' | undefined): void
  uninstall(): void
}

export const DEMO_WALLET_NAME = 'Portico Demo Wallet'
export const DEMO_WALLET_RDNS = 'dev.portico.demo-wallet'

/**
 * Puts a wallet in the page the way a browser extension would: an EIP-1193 provider announced
 * through EIP-6963 at once and on every request for providers, with its own approval panel.
 * Install it before the dApp starts listening, or the dApp's request will find it anyway.
 */
export function installDemoWallet(win: Window, options: InstallDemoWalletOptions): DemoWallet {
  const { keys, tokens, panel = true } = options
  if (keys.length === 0) throw new Error('The demo wallet needs at least one private key.')
  const backend = options.backend ?? createEthersBackend()
  const origin = win.location.origin
  const state = createWalletState({
    storage: safeLocalStorage(win),
    storageKey: options.storageKey ?? 'portico-demo-wallet',
    configuredChains: options.networks.map(toWalletChain),
    accountCount: keys.length,
  })
  const approvals = createApprovalQueue()

  let known: Promise<readonly string[]> | undefined
  const addresses = () => (known ??= options.addresses?.length === keys.length
    ? Promise.resolve(options.addresses)
    : Promise.all(keys.map((key) => backend.addressOf(key))))

  const handle = createDemoProvider({ origin, keys, addresses, state, approvals, backend, tokens: tokens ?? [] })
  // Turning auto-approve on answers what is already waiting, as the visitor would expect.
  const offAuto = state.subscribe((next, previous) => {
    if (next.autoApprove && !previous.autoApprove) approvals.approveAll()
  })

  const info: WalletInfo = Object.freeze({ uuid: win.crypto.randomUUID(), name: DEMO_WALLET_NAME, icon: WALLET_ICON, rdns: DEMO_WALLET_RDNS })
  const solana = options.solana && createSolanaDemoWallet({
    origin,
    name: DEMO_WALLET_NAME,
    icon: WALLET_ICON,
    accounts: options.solana.accounts,
    state,
    approvals,
    networkName: options.solana.networkName,
    tokens: options.solana.tokens ?? [],
  })
  const disconnectSite = () => {
    handle.disconnectSite()
    solana?.disconnectSite()
  }
  const announce = () => {
    win.dispatchEvent(new (win as Window & typeof globalThis).CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: handle.provider }) }))
  }
  win.addEventListener('eip6963:requestProvider', announce)

  const view = panel
    ? mountWalletPanel({
      document: win.document,
      origin,
      state,
      approvals,
      addresses,
      accountCount: keys.length,
      onDisconnectSite: disconnectSite,
      collapsed: options.startCollapsed ?? true,
    })
    : undefined
  announce()
  const unregisterSolana = solana && registerStandardWallet(win, solana.wallet)

  return {
    info,
    provider: handle.provider,
    solana: solana?.wallet,
    state,
    approvals,
    announce,
    setTheme: (mode) => view?.setTheme(mode),
    uninstall() {
      win.removeEventListener('eip6963:requestProvider', announce)
      offAuto()
      handle.destroy()
      unregisterSolana?.()
      solana?.destroy()
      view?.destroy()
      backend.destroy()
    },
  }
}

/** Private browsing or a sandboxed frame can make localStorage throw on access. */
function safeLocalStorage(win: Window): Storage | undefined {
  try {
    return win.localStorage
  } catch {
    return undefined
  }
}
