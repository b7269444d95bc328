import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { privateKeyToAccount } from 'viem/accounts'
import { bytesToHex, type Hex } from 'viem'
import { encodeBase58 } from '../../../../core/format/base58.js'
import { deriveSolanaKey } from './deriveSolanaKey.js'

/** The EVM account path of BIP-44 (coin type 60), the one every EVM wallet derives first. */
export const EVM_PATH = "m/44'/60'/0'/0/0"
/** The entropy of a 12-word mnemonic: 128 bits. */
export const ENTROPY_BYTES = 16

/** The visitor's two accounts, derived from the wallet's entropy and held in memory only. */
export interface WalletKeys {
  evm: { privateKey: Hex; address: Hex }
  solana: { seed: Uint8Array; publicKey: Uint8Array; address: string }
}

/** The addresses a wallet is recorded under at the auth server: they name it without revealing it. */
export interface WalletAddresses {
  eip155: string
  solana: string
}

/** 128 bits from the browser's CSPRNG: the whole wallet. */
export function createEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
}

/** The keys of a wallet's entropy, read as a BIP-39 mnemonic (no passphrase). */
export function deriveWallet(entropy: Uint8Array): WalletKeys {
  const seed = mnemonicToSeedSync(entropyToMnemonic(entropy, wordlist))
  return deriveWalletFromSeed(seed)
}

/** The keys of a BIP-39 seed: BIP-32 secp256k1 for EVM, SLIP-0010 ed25519 for Solana. */
export function deriveWalletFromSeed(seed: Uint8Array): WalletKeys {
  const evmKey = HDKey.fromMasterSeed(seed).derive(EVM_PATH).privateKey
  if (!evmKey) throw new Error('BIP-32 derivation gave no private key')
  const privateKey = bytesToHex(evmKey)
  const solana = deriveSolanaKey(seed)
  return {
    evm: { privateKey, address: privateKeyToAccount(privateKey).address },
    solana: { ...solana, address: encodeBase58(solana.publicKey) },
  }
}

export function walletAddresses(keys: WalletKeys): WalletAddresses {
  return { eip155: keys.evm.address, solana: keys.solana.address }
}
