import { describe, expect, it } from 'vitest'
import { ChainError } from '../../../../core/errors/ChainError.js'
import { ConnectionError } from '../../../../core/errors/ConnectionError.js'
import { SolanaError } from '../../../../plugins/solana/index.js'
import { toSolanaWalletError } from '../../../../plugins/solana/provider/toSolanaWalletError.js'

const throwing = () => {
  throw new Error('hostile')
}

describe('toSolanaWalletError', () => {
  it.each([
    ['4001 with a message', Object.assign(new Error('User rejected the request.'), { code: 4001 })],
    ['a message alone', new Error('Transaction cancelled')],
    ["WalletConnect's refusal: code 5000 on a plain object", { code: 5000, message: 'User rejected.' }],
    ['a 4001 under -32603 in data.originalError', { code: -32603, message: 'Internal error', data: { originalError: { code: 4001 } } }],
    ["the wallet's 4001 as a wrapper's cause", new Error('Signing failed', { cause: { code: 4001 } })],
    ['a bare string saying so', 'User rejected the request'],
  ])('rule: a refusal (%s) is ChainError USER_REJECTED', (_label, cause) => {
    const error = toSolanaWalletError(cause, 'solana:signMessage')
    expect(error).toBeInstanceOf(ChainError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', cause })
  })

  it('rule: anything else is WALLET_REQUEST_FAILED, with what was asked, the code and a bounded message in details', () => {
    const cause = Object.assign(new Error('x'.repeat(5_000)), { code: -32000 })
    const error = toSolanaWalletError(cause, 'solana:signTransaction')
    expect(error).toBeInstanceOf(SolanaError)
    expect(error).toMatchObject({ code: 'WALLET_REQUEST_FAILED', cause })
    expect(error.details).toMatch(/^solana:signTransaction \(code -32000\): x+$/)
    expect(error.details!.length).toBeLessThan(300)
  })

  it("rule: a plain object's message is read, not '[object Object]'", () => {
    expect(toSolanaWalletError({ message: 'Blockhash not found' }, 'solana:signAndSendTransaction').details).toBe('solana:signAndSendTransaction: Blockhash not found')
  })

  it('rule: a hostile error (a proxy that throws on every trap, throwing getters and toString) is WALLET_REQUEST_FAILED, not a raw throw', () => {
    const proxy = new Proxy({}, { get: throwing, has: throwing, getPrototypeOf: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing })
    const getters = Object.defineProperties({}, { code: { get: throwing }, message: { get: throwing }, toString: { value: throwing } })
    for (const cause of [proxy, getters]) {
      expect(toSolanaWalletError(cause, 'solana:signMessage')).toMatchObject({ code: 'WALLET_REQUEST_FAILED', details: 'solana:signMessage' })
    }
  })

  it('rule: a Portico error passes through unchanged', () => {
    const own = new ConnectionError('FAILED_TO_CONNECT')
    expect(toSolanaWalletError(own, 'x')).toBe(own)
  })
})
