import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { decodeBase58 } from '../../../core/index.js'
import type { ApprovalQueue, ApprovalRequest } from '../createApprovalQueue.js'
import type { WalletStateStore } from '../createWalletState.js'
import { describeMessage, type KnownToken } from '../describeRequest.js'
import { unauthorized } from '../WalletRpcError.js'
import { createSolanaKeyring, type SolanaDemoAccount } from './createSolanaKeyring.js'
import { describeSolanaTransaction } from './describeSolanaTransaction.js'
import { readSolanaTransaction } from './readSolanaTransaction.js'

export interface SolanaDemoWalletOptions {
  origin: string
  /** The EIP-6963 side's name and icon (as a base64 data URI): one wallet in two standards. */
  name: string
  icon: `data:image/svg+xml;base64,${string}`
  accounts: readonly SolanaDemoAccount[]
  /** Shared with the EVM side: the selected account, auto-approve and the connected sites. */
  state: WalletStateStore
  approvals: ApprovalQueue
  /** The network the prompts name (the wallet signs for any cluster; the site sends). */
  networkName: string
  /** SPL tokens a transfer prompt can name, by mint (`address`). */
  tokens: readonly KnownToken[]
}

export interface SolanaDemoWallet {
  wallet: Wallet
  /** Ends the site's Solana connection from the wallet's side. */
  disconnectSite(): void
  destroy(): void
}

type ChangeListener = (change: { accounts?: readonly WalletAccount[] }) => void

const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const ACCOUNT_FEATURES = ['solana:signMessage', 'solana:signTransaction'] as const

/**
 * The demo wallet's Solana side, a Wallet Standard wallet: connect (silently when the site is
 * already connected), sign messages and sign legacy transactions with the selected account's
 * ed25519 key (WebCrypto), each waiting for the visitor in the same panel as the EVM side.
 */
export function createSolanaDemoWallet(options: SolanaDemoWalletOptions): SolanaDemoWallet {
  const { origin, state, approvals, accounts, networkName, tokens } = options
  if (accounts.length === 0) throw new Error('The demo wallet\'s Solana side needs at least one account.')
  const listeners = new Set<ChangeListener>()
  const walletAccounts = accounts.map((account): WalletAccount => Object.freeze({
    address: account.address,
    publicKey: decodeBase58(account.address) ?? new Uint8Array(),
    chains: CHAINS,
    features: ACCOUNT_FEATURES,
  }))
  const keyring = createSolanaKeyring(accounts)

  const isConnected = () => state.get().solanaSites.includes(origin)
  const selected = () => Math.min(state.get().selectedAccount, accounts.length - 1)
  const visibleAccounts = () => (isConnected() ? [walletAccounts[selected()]!] : [])
  const ask = async (request: Omit<ApprovalRequest, 'origin'>, key?: string) => {
    if (!state.get().autoApprove) await approvals.ask({ ...request, origin }, key)
  }
  /** Only the account the site sees signs: 4100 for any other, or before the site connects. */
  const requireSigner = (account: { address?: unknown } | undefined) => {
    const visible = visibleAccounts()[0]
    if (!visible || account?.address !== visible.address) throw unauthorized()
    return visible.address
  }

  const offState = state.subscribe((next, previous) => {
    const was = previous.solanaSites.includes(origin)
    const is = next.solanaSites.includes(origin)
    if (was !== is || (is && next.selectedAccount !== previous.selectedAccount)) {
      for (const listener of [...listeners]) listener({ accounts: visibleAccounts() })
    }
  })

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains: CHAINS,
    get accounts() {
      return visibleAccounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (isConnected() || input?.silent) return { accounts: visibleAccounts() }
          const address = walletAccounts[selected()]!.address
          await ask({ kind: 'connect', title: 'Connect to this site', details: [{ label: 'Account', value: address, mono: true }, { label: 'Network', value: networkName }] }, 'solana:connect')
          state.update((s) => (s.solanaSites.includes(origin) ? s : { ...s, solanaSites: [...s.solanaSites, origin] }))
          return { accounts: visibleAccounts() }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => disconnectSite() },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: ChangeListener) {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const signed = []
          for (const { account, message } of inputs) {
            const signer = requireSigner(account)
            await ask({ kind: 'sign', title: 'Sign a message', details: describeMessage(message, `0x${toHex(message)}`, signer) })
            signed.push({ signedMessage: message, signature: await keyring.sign(signer, message) })
          }
          return signed
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy'],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          const signed = []
          for (const { account, transaction } of inputs) {
            const signer = requireSigner(account)
            const parsed = readSolanaTransaction(transaction)
            await ask({ kind: 'transaction', title: 'Sign a transaction', details: describeSolanaTransaction(parsed, signer, networkName, tokens) })
            signed.push({ signedTransaction: parsed.withSignature(signer, await keyring.sign(signer, parsed.message)) })
          }
          return signed
        },
      },
    },
  }

  function disconnectSite() {
    state.update((s) => (s.solanaSites.includes(origin) ? { ...s, solanaSites: s.solanaSites.filter((site) => site !== origin) } : s))
  }

  return {
    wallet,
    disconnectSite,
    destroy() {
      offState()
      listeners.clear()
    },
  }
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
