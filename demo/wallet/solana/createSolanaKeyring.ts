/** A devnet account of the wallet's Solana side: its base58 address and its 64-byte secret key in hex. */
export interface SolanaDemoAccount {
  address: string
  secretKey: string
}

export interface SolanaKeyring {
  has(address: string): boolean
  /** The ed25519 signature of `bytes` by the account at `address`. */
  sign(address: string, bytes: Uint8Array): Promise<Uint8Array>
}

const PKCS8_ED25519_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]

/**
 * The demo wallets' Solana keys, signing through WebCrypto's Ed25519: the key's seed (the secret
 * key's first 32 bytes) wrapped as PKCS #8, imported once per account, never extractable again.
 */
export function createSolanaKeyring(accounts: readonly SolanaDemoAccount[]): SolanaKeyring {
  const keys = new Map<string, Promise<CryptoKey>>()
  const keyOf = (address: string) => {
    let key = keys.get(address)
    if (!key) {
      const account = accounts.find((candidate) => candidate.address === address)
      if (!account) throw new Error(`The wallet holds no Solana key for ${address}.`)
      const seed = Uint8Array.from(account.secretKey.match(/[0-9a-f]{2}/gi) ?? [], (pair) => Number.parseInt(pair, 16)).slice(0, 32)
      key = crypto.subtle.importKey('pkcs8', new Uint8Array([...PKCS8_ED25519_PREFIX, ...seed]), { name: 'Ed25519' }, false, ['sign'])
      keys.set(address, key)
    }
    return key
  }
  return {
    has: (address) => accounts.some((account) => account.address === address),
    sign: async (address, bytes) => new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, await keyOf(address), new Uint8Array(bytes))),
  }
}
