import type { Keypair} from '@solana/web3.js';
import { Transaction } from '@solana/web3.js'

const PKCS8_ED25519_PREFIX = Uint8Array.from([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20])

/** What the test decides each prompt answers: approve, reject (as wallets do, 4001), or never answer. */
export type Answer = 'approve' | 'reject' | 'hang'

/**
 * A Wallet Standard Solana wallet for tests, with a real ed25519 key (WebCrypto) and real signed
 * transactions: what a browser extension registers, without the extension. `answer` decides each
 * prompt; `signWith` lets a test make it sign with another key.
 */
export class TestStandardWallet {
  readonly version = '1.0.0'
  readonly name: string
  readonly icon = 'data:image/svg+xml;base64,PHN2Zy8+'
  readonly chains = ['solana:mainnet', 'solana:devnet', 'solana:localnet'] as const
  answer: Answer = 'approve'
  signWith: Keypair
  connected = false
  readonly #listeners = new Set<(change: { accounts?: readonly unknown[] }) => void>()
  readonly account: { address: string; publicKey: Uint8Array; chains: readonly string[]; features: readonly string[] }

  constructor(readonly keypair: Keypair, name = 'Test Solana Wallet') {
    this.name = name
    this.signWith = keypair
    this.account = Object.freeze({
      address: keypair.publicKey.toBase58(),
      publicKey: keypair.publicKey.toBytes(),
      chains: this.chains,
      features: ['solana:signMessage', 'solana:signTransaction'],
    })
  }

  get accounts() {
    return this.connected ? [this.account] : []
  }

  get features() {
    return {
      'standard:connect': { version: '1.0.0', connect: (input?: { silent?: boolean }) => this.#connect(input) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.#change(false) },
      'standard:events': { version: '1.0.0', on: (_event: 'change', listener: (change: { accounts?: readonly unknown[] }) => void) => {
        this.#listeners.add(listener)
        return () => this.#listeners.delete(listener)
      } },
      'solana:signMessage': { version: '1.0.0', signMessage: async (...inputs: { message: Uint8Array }[]) => {
        await this.#prompt()
        return Promise.all(inputs.map(async ({ message }) => ({ signedMessage: message, signature: await sign(this.signWith, message) })))
      } },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy'], signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
        await this.#prompt()
        return Promise.all(inputs.map(async ({ transaction }) => {
          const decoded = Transaction.from(transaction)
          decoded.addSignature(this.signWith.publicKey, Buffer.from(await sign(this.signWith, decoded.serializeMessage())))
          return { signedTransaction: new Uint8Array(decoded.serialize({ requireAllSignatures: false })) }
        }))
      } },
    }
  }

  /** The visitor switches to or removes accounts in the wallet. */
  emitAccounts(accounts: readonly unknown[]): void {
    for (const listener of this.#listeners) listener({ accounts })
  }

  async #connect(input?: { silent?: boolean }) {
    if (input?.silent) return { accounts: this.accounts }
    await this.#prompt()
    this.#change(true)
    return { accounts: this.accounts }
  }

  #change(connected: boolean) {
    this.connected = connected
    for (const listener of this.#listeners) listener({ accounts: this.accounts })
  }

  async #prompt(): Promise<void> {
    if (this.answer === 'hang') return new Promise(() => {})
    if (this.answer === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
}

/** An ed25519 signature with the keypair's seed, through WebCrypto. */
export async function sign(keypair: Keypair, message: Uint8Array): Promise<Uint8Array> {
  const pkcs8 = new Uint8Array([...PKCS8_ED25519_PREFIX, ...keypair.secretKey.slice(0, 32)])
  const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, new Uint8Array(message)))
}

