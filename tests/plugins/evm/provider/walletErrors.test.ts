import { describe, expect, it } from 'vitest'
import { ChainError } from '../../../../core/errors/ChainError.js'
import { ConnectionError } from '../../../../core/errors/ConnectionError.js'
import { SendError } from '../../../../core/errors/SendError.js'
import { EvmError } from '../../../../plugins/evm/index.js'
import { toWalletError } from '../../../../plugins/evm/provider/toWalletError.js'
import { hasWalletErrorCode, walletErrorCode, walletErrorMessage } from '../../../../plugins/evm/provider/walletErrorCode.js'
import { walletError } from '../helpers/MockEip1193Wallet.js'

describe('walletErrorCode', () => {
  it('rule: the outer code is the code', () => {
    expect(walletErrorCode(walletError(4001))).toBe(4001)
  })

  it('rule: a code nested in data.originalError under a generic -32603 (or none) is the code', () => {
    expect(walletErrorCode(walletError(-32603, 'x', { originalError: { code: 4902 } }))).toBe(4902)
    expect(walletErrorCode({ data: { originalError: { code: 4902 } } })).toBe(4902)
    expect(hasWalletErrorCode(walletError(4200, 'x', { originalError: { code: 4902 } }), 4902)).toBe(true)
  })

  it.each([[null], ['4001'], [{ code: '4001' }], [{ code: 4001.5 }], [42]])('rule: %j carries no code', (error) => {
    expect(walletErrorCode(error)).toBeUndefined()
  })
})

describe('toWalletError', () => {
  it.each([[4001], [5000]])('rule: %i is ChainError USER_REJECTED', (code) => {
    expect(toWalletError(walletError(code), 'personal_sign')).toMatchObject({ code: 'USER_REJECTED', shortMessage: 'User rejected the request' })
  })

  it.each([
    ['no code, only a message (a codeless wallet)', () => new Error('User rejected the request.')],
    ["WalletConnect's 5001 (chains rejected)", () => walletError(5001, 'User rejected chains.')],
    ["the wallet's 4001 as a wrapper's cause (viem)", () => new Error('Transaction failed', { cause: walletError(4001) })],
    ["a message under the generic -32603 in data.originalError", () => walletError(-32603, 'Internal JSON-RPC error.', { originalError: { message: 'User denied transaction signature' } })],
    ["ethers' ACTION_REJECTED", () => Object.assign(new Error('user rejected action'), { code: 'ACTION_REJECTED' })],
  ])('rule: a refusal evm used to miss (%s) is ChainError USER_REJECTED', (_label, make) => {
    const cause = make()
    expect(toWalletError(cause, 'personal_sign')).toMatchObject({ code: 'USER_REJECTED', shortMessage: 'User rejected the request', cause })
  })

  it('rule: a node\'s failure whose message says "rejected" is not the visitor declining', () => {
    expect(toWalletError(walletError(-32000, 'transaction rejected: nonce too low'), 'eth_sendTransaction')).toMatchObject({ code: 'WALLET_REQUEST_FAILED' })
  })

  it.each([[4902, 'UNRECOGNIZED_CHAIN'], [-32603, 'INTERNAL_ERROR'], [32603, 'INTERNAL_ERROR']])('rule: SPEC code %i is ChainError %s', (code, expected) => {
    const error = toWalletError(walletError(code), 'eth_sendTransaction')
    expect(error).toBeInstanceOf(ChainError)
    expect(error.code).toBe(expected)
  })

  it('rule: anything else is WALLET_REQUEST_FAILED with the method, the code and a bounded message in details', () => {
    const cause = walletError(-32000, 'x'.repeat(5_000))
    const error = toWalletError(cause, 'eth_sendTransaction')
    expect(error).toBeInstanceOf(EvmError)
    expect(error).toMatchObject({ code: 'WALLET_REQUEST_FAILED', cause })
    expect(error.details).toMatch(/^eth_sendTransaction \(code -32000\): x+$/)
    expect(error.details!.length).toBeLessThan(300)
  })

  it.each([
    ['a node\'s -32000', walletError(-32000, 'insufficient funds for gas * price + value')],
    ['anvil\'s -32003', walletError(-32003, 'Insufficient funds for gas * price + value')],
    ['MetaMask\'s -32603 around the node\'s error', walletError(-32603, 'Internal JSON-RPC error.', { code: -32000, message: 'insufficient funds for gas * price + value: have 1 want 2' })],
    ['a bridge\'s data.originalError', walletError(-32603, 'Internal error', { originalError: { code: -32000, message: 'Insufficient funds' } })],
    ['ethers\' INSUFFICIENT_FUNDS', Object.assign(new Error('insufficient funds for intrinsic transaction cost'), { code: 'INSUFFICIENT_FUNDS' })],
  ])("rule: a wallet's insufficient-funds error (%s) reads as such: SendError INSUFFICIENT_FUNDS", (_label, cause) => {
    const error = toWalletError(cause, 'eth_sendTransaction')
    expect(error).toBeInstanceOf(SendError)
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', shortMessage: 'Insufficient funds for the amount and network fee', cause })
  })

  it('rule: a refusal that mentions funds is still the visitor declining', () => {
    expect(toWalletError(walletError(4001, 'User rejected: insufficient funds warning'), 'eth_sendTransaction')).toMatchObject({ code: 'USER_REJECTED' })
  })

  it('rule: a Portico error passes through unchanged', () => {
    const own = new ConnectionError('FAILED_TO_CONNECT')
    expect(toWalletError(own, 'x')).toBe(own)
  })

  it('rule: a hostile error (throwing getters, a proxy that throws on every trap) is WALLET_REQUEST_FAILED, not a raw throw', () => {
    const throwing = () => {
      throw new Error('hostile')
    }
    const getters = Object.defineProperties({}, { code: { get: throwing }, message: { get: throwing }, data: { get: throwing } })
    const proxy = new Proxy({}, { get: throwing, has: throwing, getPrototypeOf: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing })
    for (const cause of [getters, proxy]) {
      expect(walletErrorCode(cause)).toBeUndefined()
      expect(walletErrorMessage(cause)).toBeUndefined()
      const error = toWalletError(cause, 'personal_sign')
      expect(error).toBeInstanceOf(EvmError)
      expect(error).toMatchObject({ code: 'WALLET_REQUEST_FAILED', details: 'personal_sign' })
    }
  })
})
