import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { send, type SendParameters } from '../../../core/actions/send.js'
import { walletNetworkChanged } from '../../../core/connection/walletEvents.js'
import { FormatError } from '../../../core/errors/FormatError.js'
import { SendError } from '../../../core/errors/SendError.js'
import type { ChainCapabilities } from '../../../core/kernel/types.js'
import type { TokenBalance } from '../../../core/types/account.js'
import { chainOf, record, startTestKernel } from '../connection/startTestKernel.js'

const RECEIVER = '0x4444444444444444444444444444444444444444'
const ETH = { symbol: 'ETH', decimals: 18 }
const PUSD = { symbol: 'pUSD', decimals: 6, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }

function sendCapabilities() {
  const calls: { sendNative: unknown[]; sendToken: unknown[]; waited: string[] } = { sendNative: [], sendToken: [], waited: [] }
  const capabilities: Partial<ChainCapabilities> = {
    sendNative: vi.fn(async (params) => { calls.sendNative.push(params); return '0xnative' }),
    sendToken: vi.fn(async (params) => { calls.sendToken.push(params); return '0xtoken' }),
    waitForTransaction: vi.fn(async ({ hash }) => { calls.waited.push(hash) }),
  }
  return { capabilities, calls }
}

async function ready(capabilities: Partial<ChainCapabilities>) {
  const started = await startTestKernel({ eip155: { capabilities } })
  await connect(started.kernel, { connectorId: 'mock-eip155' })
  return started
}

const params = (over: Partial<SendParameters> = {}): SendParameters => ({ amount: '0.5', receiverAddress: RECEIVER, token: ETH, ...over })

describe('send', () => {
  it('rule: eip155 sends the native currency in raw units, waits until final, then reads balances again', async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel, eip155 } = await ready(capabilities)
    eip155.wallet.balance = '0.9'
    await expect(send(kernel, params())).resolves.toBe('0xnative')
    expect(calls.sendNative).toEqual([expect.objectContaining({ to: RECEIVER, amount: 500000000000000000n, address: '0x1111111111111111111111111111111111111111' })])
    expect(calls.waited).toEqual(['0xnative'])
    expect(chainOf(kernel).account.balance).toBe('0.9')
  })

  it("rule: a token with an address goes through sendToken with the token's decimals", async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    await expect(send(kernel, params({ amount: '12.25', token: PUSD }))).resolves.toBe('0xtoken')
    expect(calls.sendToken).toEqual([expect.objectContaining({ tokenAddress: PUSD.address, amount: 12250000n, to: RECEIVER })])
    expect(calls.sendNative).toEqual([])
  })

  it("rule: no amount or no receiver is 'An amount and receiver address are required'", async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    for (const bad of [params({ amount: '' }), params({ receiverAddress: '  ' })]) {
      await expect(send(kernel, bad)).rejects.toMatchObject({ code: 'AMOUNT_AND_RECEIVER_REQUIRED', shortMessage: 'An amount and receiver address are required' })
    }
    expect(calls.sendNative).toEqual([])
  })

  it("rule: no token is 'A token is required'", async () => {
    const { capabilities } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    await expect(send(kernel, params({ token: undefined }))).rejects.toMatchObject({ shortMessage: 'A token is required' })
  })

  it("rule: a namespace without send capabilities is 'Unsupported chain'", async () => {
    const { kernel } = await ready({})
    const error = await send(kernel, params()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendError)
    expect(error).toMatchObject({ shortMessage: 'Unsupported chain' })
  })

  it("rule: a wallet on a network the site did not configure cannot send ('Unsupported chain')", async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    walletNetworkChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', caipNetworkId: 'eip155:77777' })
    await expect(send(kernel, params())).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    expect(calls.sendNative).toEqual([])
  })

  it("rule: a malformed receiver is refused before the wallet is asked, as 'The receiver address is not valid'", async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    const error = await send(kernel, params({ receiverAddress: 'not an address' })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendError)
    expect(error).toMatchObject({ code: 'INVALID_RECEIVER', shortMessage: 'The receiver address is not valid' })
    expect(calls.sendNative).toEqual([])
  })

  it.each([['0'], ['0.000'], ['-1'], ['abc'], ['1,5']])(
    "rule: the amount %j is refused before the wallet is asked, as 'The amount must be a number greater than 0'",
    async (amount) => {
      const { capabilities, calls } = sendCapabilities()
      const { kernel } = await ready(capabilities)
      const error = await send(kernel, params({ amount })).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SendError)
      expect(error).toMatchObject({ code: 'INVALID_AMOUNT', shortMessage: 'The amount must be a number greater than 0' })
      expect(calls.sendNative).toEqual([])
    },
  )

  it('rule: an amount finer than the token allows keeps its own text, and nothing is sent', async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    await expect(send(kernel, params({ amount: '0.0000001', token: PUSD }))).rejects.toBeInstanceOf(FormatError)
    expect(calls.sendToken).toEqual([])
  })

  it("rule: a native amount above the balance is refused before the wallet is asked, as 'The amount is more than your ETH balance'", async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel, eip155 } = await ready(capabilities)
    eip155.wallet.balance = '0.5'
    await expect(send(kernel, params({ amount: '0.500000000000000001' }))).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE', shortMessage: 'The amount is more than your ETH balance',
    })
    expect(calls.sendNative).toEqual([])
    // The whole balance is allowed: no fee is known, so none is assumed.
    await expect(send(kernel, params({ amount: '0.5' }))).resolves.toBe('0xnative')
  })

  it('rule: the balance is read again for the check: funds received since it was last read can be sent', async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel, eip155 } = await ready(capabilities)
    await vi.waitFor(() => expect(chainOf(kernel).account.balance).toBe('1.5'))
    eip155.wallet.balance = '3'
    await expect(send(kernel, params({ amount: '2' }))).resolves.toBe('0xnative')
    expect(calls.sendNative).toHaveLength(1)
  })

  it('rule: when the chain cannot be read, the last balance read stands in for the check', async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    await vi.waitFor(() => expect(chainOf(kernel).account.balance).toBe('1.5'))
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'getBalance').mockRejectedValue(new Error('node down'))
    await expect(send(kernel, params({ amount: '2' }))).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' })
    expect(calls.sendNative).toEqual([])
  })

  it("rule: a token amount above the token's balance is refused, as 'The amount is more than your pUSD balance'", async () => {
    const { capabilities, calls } = sendCapabilities()
    const token = (numeric: string): TokenBalance => ({
      name: 'Portico USD', symbol: 'pUSD', chainId: 'eip155:1', address: PUSD.address.toLowerCase(), quantity: { decimals: '6', numeric }, iconUrl: '',
    })
    const held = { numeric: '12.25' }
    const { kernel } = await ready({ ...capabilities, getTokenBalances: async () => [token(held.numeric)] })
    await expect(send(kernel, params({ amount: '12.250001', token: PUSD }))).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE', shortMessage: 'The amount is more than your pUSD balance',
    })
    expect(calls.sendToken).toEqual([])
    // The native balance (1.5) does not limit a token send, and the whole token balance may go.
    await expect(send(kernel, params({ amount: '12.25', token: PUSD }))).resolves.toBe('0xtoken')
  })

  it('rule: a token the chain lists no balance for is left to the wallet to judge', async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel } = await ready({ ...capabilities, getTokenBalances: async () => [] })
    await expect(send(kernel, params({ amount: '1000000', token: PUSD }))).resolves.toBe('0xtoken')
    expect(calls.sendToken).toHaveLength(1)
  })

  it("rule: an empty token address is 'SendController:sendERC20Token - tokenAddress is required'", async () => {
    const { capabilities } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    await expect(send(kernel, params({ token: { ...PUSD, address: ' ' } }))).rejects.toMatchObject({ code: 'TOKEN_ADDRESS_REQUIRED' })
  })

  it('rule: with no active chain the send fails with the activeChainNamespace text', async () => {
    const { kernel } = await startTestKernel()
    kernel.store('chains').setState((draft) => { draft.activeNamespace = undefined })
    await expect(send(kernel, params())).rejects.toMatchObject({ code: 'ACTIVE_NAMESPACE_REQUIRED' })
  })

  it("rule: the wallet's refusal is rethrown and reported to analytics as SEND_ERROR", async () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { kernel } = await ready({ ...sendCapabilities().capabilities, sendNative: () => Promise.reject(refusal) })
    const events = record(kernel, 'analytics')
    await expect(send(kernel, params())).rejects.toBe(refusal)
    expect(events).toContainEqual(expect.objectContaining({ event: 'SEND_ERROR' }))
  })
})
