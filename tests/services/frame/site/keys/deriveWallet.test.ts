import { Keypair } from '@solana/web3.js'
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveSolanaKey } from '../../../../../services/frame/site/keys/deriveSolanaKey.js'
import { createEntropy, deriveWallet } from '../../../../../services/frame/site/keys/deriveWallet.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
// BIP-39's first vector: 16 zero bytes are "abandon ×11 about".
const ABANDON = new Uint8Array(16)

describe('deriveWallet', () => {
  it('rule: 16 zero bytes read as the mnemonic of BIP-39\'s first vector', () => {
    expect(entropyToMnemonic(ABANDON, wordlist)).toBe(`${'abandon '.repeat(11)}about`)
  })

  it('rule: the EVM key is m/44\'/60\'/0\'/0/0, giving the published address of "abandon … about"', () => {
    expect(deriveWallet(ABANDON).evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
  })

  it('rule: the Solana key is m/44\'/501\'/0\'/0\' by SLIP-0010, the address Phantom and Solflare derive', () => {
    const { solana } = deriveWallet(ABANDON)
    expect(solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
    expect(Keypair.fromSeed(solana.seed).publicKey.toBase58()).toBe(solana.address)
  })

  it('rule: fresh entropy is 16 bytes and differs each time', () => {
    const one = createEntropy()
    expect(one).toHaveLength(16)
    expect(hex(one)).not.toBe(hex(createEntropy()))
  })
})

describe('deriveSolanaKey', () => {
  // SLIP-0010's ed25519 test vector 1 (seed 000102…0f).
  const seed = hexToBytes('0x000102030405060708090a0b0c0d0e0f')

  it('rule: the master key matches SLIP-0010 vector 1', () => {
    const master = deriveSolanaKey(seed, [])
    expect(hex(master.seed)).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7')
    expect(hex(master.publicKey)).toBe('a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed')
  })

  it('rule: m/0\'/1\'/2\'/2\'/1000000000\' matches SLIP-0010 vector 1', () => {
    const child = deriveSolanaKey(seed, [0, 1, 2, 2, 1_000_000_000])
    expect(hex(child.seed)).toBe('8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793')
    expect(hex(child.publicKey)).toBe('3c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a')
  })

  it('rule: the Solana path of the BIP-39 seed of "abandon … about" is what derives', () => {
    const bip39Seed = mnemonicToSeedSync(`${'abandon '.repeat(11)}about`)
    expect(deriveSolanaKey(bip39Seed).seed).toEqual(deriveWallet(ABANDON).solana.seed)
  })
})
