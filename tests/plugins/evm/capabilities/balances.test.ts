import { AbiCoder } from 'ethers'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChainCapabilities, Kernel } from '../../../../core/kernel/types.js'
import type { Network } from '../../../../core/types/network.js'
import { evm, mainnet, type EvmToken } from '../../../../plugins/evm/index.js'
import { rpcEndpoint, type RpcCall } from '../../../core/rpc/rpcEndpoint.js'
import { multicallNode, type MulticallNodeOptions } from '../helpers/multicallNode.js'
import { startEvmKernel } from '../helpers/startEvmKernel.js'

const RPC = 'http://tokens.rpc.test/'
const ALICE = '0x1111111111111111111111111111111111111111'
const USDC: EvmToken = { address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', name: 'USD Coin', symbol: 'USDC', decimals: 6, iconUrl: 'https://icons.test/usdc.png' }
const DAI: EvmToken = { address: '0x6b175474e89094c44da98b954eedeac495271d0f', name: 'Dai', symbol: 'DAI', decimals: 18 }
const devnet: Network = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337', rpcUrls: { default: { http: [RPC] } } }

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  server.resetHandlers()
})

async function readTokens(tokens: EvmToken[], node: MulticallNodeOptions) {
  const fake = multicallNode(node)
  const endpoint = rpcEndpoint(RPC, (call: RpcCall) => ({ jsonrpc: '2.0', id: call.id, result: fake.answer(call as never) }))
  server.use(endpoint.handler)
  const kernel = await startEvmKernel({
    options: { networks: [devnet] },
    evm: { tokens: { 'eip155:31337': tokens } },
    fetch: (input, init) => globalThis.fetch(input, init),
  })
  kernels.push(kernel)
  const capabilities = kernel.namespaces.get('eip155')!.capabilities as ChainCapabilities
  return { balances: await capabilities.getTokenBalances({ address: ALICE, network: devnet }), fake, endpoint }
}

describe('getTokenBalances', () => {
  it('rule: the configured tokens are read through Multicall3 and returned as SPEC token balances', async () => {
    const { balances, fake } = await readTokens([USDC, DAI], { tokens: { [USDC.address]: 1_234_560_000n, [DAI.address]: 10n ** 18n / 4n } })

    expect(fake.batches).toHaveLength(1)
    expect(balances).toEqual([
      {
        name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:31337', address: USDC.address,
        quantity: { decimals: '6', numeric: '1234.56' }, iconUrl: 'https://icons.test/usdc.png',
      },
      {
        name: 'Dai', symbol: 'DAI', chainId: 'eip155:31337', address: DAI.address,
        quantity: { decimals: '18', numeric: '0.25' }, iconUrl: '',
      },
    ])
  })

  it('rule: a balance read from the chain reports no price or fiat value it does not have', async () => {
    const { balances } = await readTokens([USDC], { tokens: { [USDC.address]: 1n } })
    expect(balances).toHaveLength(1)
    expect(balances[0]).not.toHaveProperty('price')
    expect(balances[0]).not.toHaveProperty('value')
  })

  it('rule: a token whose call failed is left out, not shown as zero', async () => {
    const { balances } = await readTokens([USDC, DAI], { tokens: { [USDC.address]: 'revert', [DAI.address]: 0n } })
    expect(balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([['DAI', '0']])
  })

  it('rule: a token answering with something other than one uint256 is left out', async () => {
    const garbage = { raw: AbiCoder.defaultAbiCoder().encode(['uint256', 'uint256'], [1, 2]) }
    const { balances } = await readTokens([USDC, DAI], { tokens: { [USDC.address]: garbage, [DAI.address]: 1n } })
    expect(balances.map((balance) => balance.symbol)).toEqual(['DAI'])
  })

  it('rule: a result count that differs from the call count is "multicall results mismatch"', async () => {
    await expect(readTokens([USDC, DAI], { tokens: {}, tamper: (results) => results.slice(1) }))
      .rejects.toMatchObject({ code: 'MULTICALL_MISMATCH', shortMessage: 'multicall results mismatch' })
  })

  it('rule: many tokens are read in several batches, every one of them once', async () => {
    const tokens = Array.from({ length: 40 }, (_, index): EvmToken => ({
      address: `0x${(index + 1).toString(16).padStart(40, '0')}`, name: `T${index}`, symbol: `T${index}`, decimals: 6,
    }))
    const { balances, fake } = await readTokens(tokens, { tokens: Object.fromEntries(tokens.map((t, index) => [t.address, BigInt(index)])) })
    expect(fake.batches.map((batch) => batch.length)).toEqual([28, 12])
    expect(balances.map((balance) => balance.symbol)).toEqual(tokens.map((token) => token.symbol))
  })

  it('rule: with no tokens configured for the network nothing is asked', async () => {
    const { balances, endpoint } = await readTokens([], { tokens: {} })
    expect(balances).toEqual([])
    expect(endpoint.posts).toEqual([])
  })

  it.each([
    ['an address that is not one', { ...USDC, address: 'usdc' }],
    ['negative decimals', { ...USDC, decimals: -1 }],
    ['fractional decimals', { ...USDC, decimals: 1.5 }],
    ['no symbol', { ...USDC, symbol: '' }],
  ])('rule: a configured token with %s is refused when evm() is called', (_, token) => {
    expect(() => evm({ tokens: { 'eip155:1': [token] } })).toThrow(expect.objectContaining({ code: 'INVALID_TOKEN' }))
  })

  it('rule: tokens keyed by something other than an eip155 network id are refused', () => {
    expect(() => evm({ tokens: { 'solana:1': [USDC] } })).toThrow(expect.objectContaining({ code: 'INVALID_TOKEN' }))
  })

  it.each([
    ['a space', 'US DC'],
    ['more than 16 characters', 'USDC'.repeat(5)],
  ])('rule: a symbol with %s is refused on evm, as on solana (portico/core\'s one token rule)', (_, symbol) => {
    expect(() => evm({ tokens: { 'eip155:1': [{ ...USDC, symbol }] } })).toThrow(expect.objectContaining({ code: 'INVALID_TOKEN' }))
  })

  it('rule: a token with 24 decimals is accepted on evm, as on solana: any count the amount formatter takes', () => {
    expect(() => evm({ tokens: { 'eip155:1': [{ ...USDC, decimals: 24 }] } })).not.toThrow()
  })
})
