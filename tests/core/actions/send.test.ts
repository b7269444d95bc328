import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { send, type SendParameters } from '../../../core/actions/send.js'
import { walletNetworkChanged } from '../../../core/connection/walletNetworkChanged.js'
import { FormatError } from '../../../core/errors/FormatError.js'
import { SendError } from '../../../core/errors/SendError.js'
import type { ChainCapabilities } from '../../../core/kernel/types.js'
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

  it('rule: a receiver that is not an address of the chain is refused before the wallet is asked', async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    await expect(send(kernel, params({ receiverAddress: 'not an address' }))).rejects.toMatchObject({ code: 'AMOUNT_AND_RECEIVER_REQUIRED' })
    expect(calls.sendNative).toEqual([])
  })

  it('rule: a zero, negative or over-precise amount is refused, nothing is sent', async () => {
    const { capabilities, calls } = sendCapabilities()
    const { kernel } = await ready(capabilities)
    await expect(send(kernel, params({ amount: '0' }))).rejects.toMatchObject({ code: 'AMOUNT_AND_RECEIVER_REQUIRED' })
    await expect(send(kernel, params({ amount: '-1' }))).rejects.toMatchObject({ code: 'AMOUNT_AND_RECEIVER_REQUIRED' })
    await expect(send(kernel, params({ amount: '0.0000001', token: PUSD }))).rejects.toBeInstanceOf(FormatError)
    expect(calls.sendNative).toEqual([])
    expect(calls.sendToken).toEqual([])
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
