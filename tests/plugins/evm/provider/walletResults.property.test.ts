import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCaipNetworkId } from '../../../../core/caip/caipNetworkId.js'
import { ConnectionError } from '../../../../core/errors/ConnectionError.js'
import { PorticoError } from '../../../../core/errors/PorticoError.js'
import { createTimers } from '../../../../core/kernel/createTimers.js'
import { sendTransaction } from '../../../../plugins/evm/capabilities/sendTransaction.js'
import { createEip1193Connector } from '../../../../plugins/evm/connector/createEip1193Connector.js'
import type { WalletSessions } from '../../../../plugins/evm/connector/walletSessions.js'
import { parseQuantity, toCaipChainId, toQuantity } from '../../../../plugins/evm/encoding.js'
import { isEvmAddress } from '../../../../plugins/evm/evmAddress.js'
import { mainnet } from '../../../../plugins/evm/networks/evmNetworks.js'
import { type Eip1193Provider, requestWallet } from '../../../../plugins/evm/provider/Eip1193Provider.js'
import { toWalletError } from '../../../../plugins/evm/provider/toWalletError.js'
import { walletErrorCode, walletErrorMessage } from '../../../../plugins/evm/provider/walletErrorCode.js'
import { ALICE, BOB, TX_HASH, walletError } from '../helpers/MockEip1193Wallet.js'

/*
 * What a wallet answers is outside input: a broken or hostile extension can resolve with any value,
 * reject with any value, or throw synchronously. Every reading of it ends in a value of the
 * promised shape or a coded error.
 */

const everything = fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true })
const hex = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: min, maxLength: max })
const evmAddress = hex(40, 40).map((digits) => `0x${digits}`)

/** Chain ids as wallets send them, good and bad. */
const chainIdAnswer = fc.oneof(
  hex(1, 70).map((digits) => `0x${digits}`),
  fc.bigInt({ min: 0n, max: 2n ** 256n }).map((id) => `0x${id.toString(16)}`),
  fc.integer().map(String),
  fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 25 }),
  fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-0, NaN, Infinity, 2 ** 53, 2 ** 53 + 2)),
  fc.string({ unit: 'binary', maxLength: 12 }),
  everything,
)

/** An error as wallets reject with: EIP-1193 shaped, nested, or anything at all. */
const walletFailure = fc.oneof(
  fc.record({ code: fc.oneof(fc.constantFrom(4001, 5000, 4902, -32603, 32603, -32002, 4100), fc.integer(), everything), message: fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), everything) }, { requiredKeys: [] })
    .map(({ code, message }) => Object.assign(new Error(typeof message === 'string' ? message : 'x'), { code, message })),
  fc.record({ code: everything, data: fc.record({ originalError: fc.record({ code: fc.oneof(fc.integer(), everything) }) }) }, { requiredKeys: [] }),
  everything,
)

type Answer = { value: unknown } | { rejects: unknown } | { throwsSync: unknown }
const answer = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Answer> => fc.oneof(
  { weight: 3, arbitrary: value.map((v) => ({ value: v })) },
  walletFailure.map((error) => ({ rejects: error })),
  walletFailure.map((error) => ({ throwsSync: error })),
)

/** A provider answering each method as told; a method it was not told about is unsupported. */
function scriptedProvider(answers: Readonly<Record<string, Answer>>): Eip1193Provider {
  return {
    request({ method }) {
      const planned = answers[method]
      if (!planned) return Promise.reject(walletError(4200, `${method} is not supported`))
      if ('throwsSync' in planned) throw planned.throwsSync
      if ('rejects' in planned) return Promise.reject(planned.rejects)
      return Promise.resolve(planned.value)
    },
  }
}

const sessions: WalletSessions = { attach() {}, detach() {}, providerOf: () => undefined, detachAll() {} }
const connectorFor = (provider: Eip1193Provider) => createEip1193Connector({
  id: 'test', name: 'Test', type: 'INJECTED', provider, sessions, timers: createTimers(), quietTimeoutMs: 1_000,
})

/** Resolves with how a promise settled, so a property can assert on either way. */
const settle = <T>(promise: Promise<T>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }))

describe('wallet results (properties)', () => {
  it('property: a chain id from a wallet is undefined or eip155:<positive decimal> that parses as a network id', () => {
    fc.assert(fc.property(chainIdAnswer, (value) => {
      const id = toCaipChainId(value)
      if (id === undefined) return
      expect(id).toMatch(/^eip155:[1-9][0-9]*$/)
      expect(parseCaipNetworkId(id).namespace).toBe('eip155')
    }), { numRuns: 500 })
  })

  it('property: every chain id from 1 to 2^256 - 1, hex or safe decimal, comes back as itself', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 2n ** 256n - 1n }), (id) => {
      expect(toCaipChainId(toQuantity(id))).toBe(`eip155:${id}`)
      expect(parseQuantity(toQuantity(id))).toBe(id)
      if (id <= BigInt(Number.MAX_SAFE_INTEGER)) expect(toCaipChainId(Number(id))).toBe(`eip155:${id}`)
      if (id.toString().length <= 20) expect(toCaipChainId(id.toString())).toBe(`eip155:${id}`)
    }), { numRuns: 500 })
  })

  it('property: a wallet\'s error yields an integer code or none, and a non-empty message of at most 200 characters or none', () => {
    fc.assert(fc.property(walletFailure, (error) => {
      const code = walletErrorCode(error)
      if (code !== undefined) expect(Number.isInteger(code)).toBe(true)
      const message = walletErrorMessage(error)
      if (message !== undefined) expect(message.length > 0 && message.length <= 200).toBe(true)
    }), { numRuns: 500 })
  })

  it('property: any failure a wallet reports becomes a coded PorticoError, never a throw of its own', () => {
    const CODES = ['USER_REJECTED', 'UNRECOGNIZED_CHAIN', 'INTERNAL_ERROR', 'INSUFFICIENT_FUNDS', 'WALLET_REQUEST_FAILED']
    fc.assert(fc.property(walletFailure, fc.constantFrom('personal_sign', 'eth_sendTransaction'), (error, method) => {
      const coded = toWalletError(error, method)
      expect(coded).toBeInstanceOf(PorticoError)
      expect(CODES).toContain(coded.code)
      expect(coded.message.length).toBeLessThan(400)
      expect(coded.cause).toBe(error)
    }), { numRuns: 500 })
  })

  it('property: requestWallet never throws synchronously: a sync throw becomes a rejection with the same value', async () => {
    await fc.assert(fc.asyncProperty(answer(everything), async (planned) => {
      const result = requestWallet(scriptedProvider({ eth_chainId: planned }), { method: 'eth_chainId' })
      expect(result).toBeInstanceOf(Promise)
      const outcome = await settle(result)
      if ('value' in planned) expect(outcome).toEqual({ value: planned.value })
      else expect(outcome).toEqual({ error: 'rejects' in planned ? planned.rejects : planned.throwsSync })
    }), { numRuns: 300 })
  })

  it('property: connect resolves only with EVM accounts the wallet gave and its valid chain, else a ConnectionError', async () => {
    const accounts = fc.oneof(fc.array(fc.oneof(evmAddress, hex(0, 42), everything), { maxLength: 4 }), everything)
    await fc.assert(fc.asyncProperty(answer(accounts), answer(chainIdAnswer), async (given, chain) => {
      const outcome = await settle(connectorFor(scriptedProvider({ eth_requestAccounts: given, eth_chainId: chain })).connect({}))
      if ('error' in outcome) {
        expect(outcome.error).toBeInstanceOf(ConnectionError)
        expect(['CONNECTION_REJECTED', 'FAILED_TO_CONNECT']).toContain((outcome.error as ConnectionError).code)
        return
      }
      const sent = 'value' in given && Array.isArray(given.value) ? given.value : []
      expect(outcome.value.accounts.map((account) => account.address)).toEqual(sent.filter((address) => isEvmAddress(address)))
      expect(outcome.value.accounts.length).toBeGreaterThan(0)
      expect(outcome.value.caipNetworkId).toBe(toCaipChainId((chain as { value: unknown }).value))
    }), { numRuns: 300 })
  })

  it('property: a silent reconnect never rejects, whatever the wallet answers', async () => {
    await fc.assert(fc.asyncProperty(answer(fc.array(fc.oneof(evmAddress, everything), { maxLength: 3 })), answer(chainIdAnswer), async (given, chain) => {
      const result = await connectorFor(scriptedProvider({ eth_accounts: given, eth_chainId: chain })).reconnect!()
      if (result === undefined) return
      expect(result.accounts.every((account) => isEvmAddress(account.address))).toBe(true)
      expect(result.caipNetworkId).toMatch(/^eip155:[1-9][0-9]*$/)
    }), { numRuns: 300 })
  })

  it('property: eth_sendTransaction resolves only with a 32-byte hash, else a coded error', async () => {
    const hash = fc.oneof(fc.constant(TX_HASH), hex(0, 70).map((digits) => `0x${digits}`), everything)
    await fc.assert(fc.asyncProperty(answer(fc.oneof(fc.constant('0x1'), chainIdAnswer)), answer(hash), async (chain, sent) => {
      const provider = scriptedProvider({ eth_chainId: chain, eth_sendTransaction: sent })
      const outcome = await settle(sendTransaction(provider, mainnet, { from: ALICE, to: BOB, value: '0x1' }))
      if ('value' in outcome) expect(outcome.value).toMatch(/^0x[0-9a-fA-F]{64}$/)
      else expect(outcome.error).toBeInstanceOf(PorticoError)
    }), { numRuns: 300 })
  })
})
