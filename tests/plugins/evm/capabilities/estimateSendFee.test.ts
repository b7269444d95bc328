// @vitest-environment happy-dom
import { Interface } from 'ethers'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SendError } from '../../../../core/errors/SendError.js'
import type { ChainCapabilities, Kernel } from '../../../../core/kernel/types.js'
import { EvmError } from '../../../../plugins/evm/index.js'
import { rpcEndpoint, type RpcCall } from '../../../core/rpc/rpcEndpoint.js'
import { ALICE } from '../helpers/MockEip1193Wallet.js'
import { DEVNET_RPC as RPC, devnet } from '../helpers/mockedDevnet.js'
import { startEvmKernel } from '../helpers/startEvmKernel.js'

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const erc20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)'])

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  server.resetHandlers()
})

/** A node pricing gas at 2 gwei and estimating 21000 gas for anything, or answering `gas` as given. */
async function estimating(gas: unknown = '0x5208') {
  const calls: RpcCall[] = []
  server.use(rpcEndpoint(RPC, (call) => {
    calls.push(call)
    return { jsonrpc: '2.0', id: call.id, result: call.method === 'eth_gasPrice' ? '0x77359400' : gas }
  }).handler)
  const kernel = await startEvmKernel({ options: { networks: [devnet] }, fetch: (input, init) => globalThis.fetch(input, init) })
  kernels.push(kernel)
  const capabilities = kernel.namespaces.get('eip155')!.capabilities as ChainCapabilities
  return { calls, capabilities }
}

describe('estimateSendFee', () => {
  it('rule: the fee is eth_estimateGas of the native transfer times eth_gasPrice, in the native currency', async () => {
    const { calls, capabilities } = await estimating()
    const fee = await capabilities.estimateSendFee({ address: ALICE, to: RECEIVER, amount: 10n ** 18n, network: devnet, provider: undefined })
    expect(fee).toEqual({ fee: 21000n * 2_000_000_000n, symbol: 'ETH', decimals: 18 })
    const estimate = calls.find((call) => call.method === 'eth_estimateGas')
    expect(estimate?.params).toEqual([{ from: ALICE, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xde0b6b3a7640000' }])
  })

  it('rule: a token send is estimated as the token contract\'s transfer(receiver, amount)', async () => {
    const { calls, capabilities } = await estimating('0xc350')
    const fee = await capabilities.estimateSendFee({ address: ALICE, to: RECEIVER, amount: 5n, tokenAddress: TOKEN, network: devnet, provider: undefined })
    expect(fee.fee).toBe(50000n * 2_000_000_000n)
    const [transaction] = calls.find((call) => call.method === 'eth_estimateGas')?.params as [{ to: string; data: string }]
    expect(transaction.to.toLowerCase()).toBe(TOKEN)
    expect(transaction.data).toBe(erc20.encodeFunctionData('transfer', [RECEIVER, 5n]))
  })

  it('rule: an answer that is not a quantity is INVALID_RPC_RESULT, never a fee of zero', async () => {
    const { capabilities } = await estimating({ gas: 'lots' })
    await expect(capabilities.estimateSendFee({ address: ALICE, to: RECEIVER, amount: 1n, network: devnet, provider: undefined }))
      .rejects.toSatisfy((error) => error instanceof EvmError && error.code === 'INVALID_RPC_RESULT')
  })

  it('rule: an invalid receiver is refused before the node is asked', async () => {
    const { calls, capabilities } = await estimating()
    await expect(capabilities.estimateSendFee({ address: ALICE, to: '0x1234', amount: 1n, network: devnet, provider: undefined }))
      .rejects.toSatisfy((error) => error instanceof SendError && error.code === 'INVALID_RECEIVER')
    expect(calls.filter((call) => call.method === 'eth_estimateGas')).toEqual([])
  })
})
