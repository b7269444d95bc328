// @vitest-environment happy-dom
import { Interface } from 'ethers'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { getProvider } from '../../../../core/actions/getProvider.js'
import { send } from '../../../../core/actions/send.js'
import { signMessage } from '../../../../core/actions/signMessage.js'
import { ChainError } from '../../../../core/errors/ChainError.js'
import { SendError } from '../../../../core/errors/SendError.js'
import type { ChainCapabilities, Kernel } from '../../../../core/kernel/types.js'
import { EvmError } from '../../../../plugins/evm/index.js'
import { rpcEndpoint, type RpcCall } from '../../../core/rpc/rpcEndpoint.js'
import { announceOnRequest, walletInfo } from '../helpers/announceWallet.js'
import { ALICE, MockEip1193Wallet, SIGNATURE, TX_HASH, walletError } from '../helpers/MockEip1193Wallet.js'
import { DEVNET_RPC as RPC, devnet } from '../helpers/mockedDevnet.js'
import { startEvmKernel } from '../helpers/startEvmKernel.js'

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const TOKEN_CHECKSUMMED = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const RECEIVER_CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const erc20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)'])

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
const cleanups: (() => void)[] = []
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
  server.resetHandlers()
})

/** A devnet RPC: every receipt is mined, every balance is 2 ETH. */
const node = ({ id, method }: RpcCall) => ({
  jsonrpc: '2.0',
  id,
  result: method === 'eth_getTransactionReceipt' ? { status: '0x1' } : method === 'eth_getBalance' ? '0x1bc16d674ec80000' : '0x',
})

async function connected(wallet = new MockEip1193Wallet({ chainId: '0x7a69' })) {
  server.use(rpcEndpoint(RPC, node).handler)
  cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
  const kernel = await startEvmKernel({ options: { networks: [devnet] }, fetch: (input, init) => globalThis.fetch(input, init) })
  kernels.push(kernel)
  await connect(kernel, { connectorId: 'com.fox' })
  const capabilities = kernel.namespaces.get('eip155')!.capabilities as ChainCapabilities
  // What core hands a wallet capability: the connected session's provider.
  const provider = getProvider(kernel, 'eip155')
  return { kernel, wallet, capabilities, provider }
}

describe('sendNative', () => {
  it('rule: eth_sendTransaction { from, to, value in hex } goes through the wallet, after checking its chain', async () => {
    const { wallet, capabilities, provider } = await connected()
    const hash = await capabilities.sendNative({ address: ALICE, to: RECEIVER, amount: 1_500_000_000_000_000_000n, network: devnet, provider })

    expect(hash).toBe(TX_HASH)
    expect(wallet.methods().slice(-2)).toEqual(['eth_chainId', 'eth_sendTransaction'])
    expect(wallet.paramsOf('eth_sendTransaction')).toEqual([[{ from: ALICE, to: RECEIVER_CHECKSUMMED, value: '0x14d1120d7b160000' }]])
  })

  it('rule: the send action sends, waits for the receipt and refreshes the balance', async () => {
    const { kernel, wallet } = await connected()
    const hash = await send(kernel, { amount: '0.5', receiverAddress: RECEIVER, token: { symbol: 'ETH', decimals: 18 } })
    expect(hash).toBe(TX_HASH)
    expect(wallet.paramsOf('eth_sendTransaction')).toEqual([[{ from: ALICE, to: RECEIVER_CHECKSUMMED, value: '0x6f05b59d3b20000' }]])
    expect(kernel.store('chains').getState().byNamespace.eip155?.account).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
  })

  it('rule: a wallet on another chain than the send\'s is refused before anything is sent', async () => {
    const { wallet, capabilities, provider } = await connected()
    wallet.chainId = '0x1'
    const error = await capabilities.sendNative({ address: ALICE, to: RECEIVER, amount: 1n, network: devnet, provider }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EvmError)
    expect(error).toMatchObject({ code: 'WALLET_CHAIN_MISMATCH' })
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })

  it("rule: a receiver whose EIP-55 checksum is wrong gets nothing, and reads 'The receiver address is not valid'", async () => {
    const { wallet, capabilities, provider } = await connected()
    const typo = RECEIVER_CHECKSUMMED.replace('C51812', 'c51812')
    const error = await capabilities.sendNative({ address: ALICE, to: typo, amount: 1n, network: devnet, provider }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendError)
    expect(error).toMatchObject({ code: 'INVALID_RECEIVER', shortMessage: 'The receiver address is not valid' })
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })

  it('rule: a receiver without 0x is sent to in its 0x form', async () => {
    const { wallet, capabilities, provider } = await connected()
    await capabilities.sendNative({ address: ALICE, to: RECEIVER.slice(2), amount: 1n, network: devnet, provider })
    expect(wallet.paramsOf('eth_sendTransaction')).toEqual([[{ from: ALICE, to: RECEIVER_CHECKSUMMED, value: '0x1' }]])
  })

  it('rule: the visitor refusing (4001) is ChainError USER_REJECTED', async () => {
    const refusal = walletError(4001, 'User denied transaction signature.')
    const { wallet, capabilities, provider } = await connected()
    wallet.answer('eth_sendTransaction', () => { throw refusal })
    const error = await capabilities.sendNative({ address: ALICE, to: RECEIVER, amount: 1n, network: devnet, provider }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', cause: refusal })
  })

  it.each([['a short hex', '0x1234'], ['an object', { hash: TX_HASH }], ['markup', '<img src=x>']])(
    'rule: a wallet answering with %s instead of a hash is INVALID_WALLET_RESULT',
    async (_, answer) => {
      const { wallet, capabilities, provider } = await connected()
      wallet.answer('eth_sendTransaction', () => answer)
      await expect(capabilities.sendNative({ address: ALICE, to: RECEIVER, amount: 1n, network: devnet, provider }))
        .rejects.toMatchObject({ code: 'INVALID_WALLET_RESULT' })
    },
  )
})

describe('sendToken', () => {
  it('rule: the token contract gets transfer(receiver, amount), ABI-encoded, with no value', async () => {
    const { wallet, capabilities, provider } = await connected()
    const hash = await capabilities.sendToken({ address: ALICE, to: RECEIVER, tokenAddress: TOKEN, amount: 2_500_000n, network: devnet, provider })

    expect(hash).toBe(TX_HASH)
    const [[transaction]] = wallet.paramsOf('eth_sendTransaction') as [[{ from: string; to: string; data: string; value?: string }]]
    expect(transaction).toEqual({ from: ALICE, to: TOKEN_CHECKSUMMED, data: expect.any(String) })
    expect(transaction.data.slice(0, 10)).toBe('0xa9059cbb')
    const [to, amount] = erc20.decodeFunctionData('transfer', transaction.data)
    expect([to, amount]).toEqual([RECEIVER_CHECKSUMMED, 2_500_000n])
  })

  it('rule: the send action sends a token through transfer with the token\'s decimals', async () => {
    const { kernel, wallet } = await connected()
    await send(kernel, { amount: '1.25', receiverAddress: RECEIVER, token: { symbol: 'pUSD', decimals: 6, address: TOKEN } })
    const [[transaction]] = wallet.paramsOf('eth_sendTransaction') as [[{ data: string }]]
    expect(erc20.decodeFunctionData('transfer', transaction.data)[1]).toBe(1_250_000n)
  })

  it('rule: a token address that is not an address is TOKEN_ADDRESS_REQUIRED', async () => {
    const { wallet, capabilities, provider } = await connected()
    await expect(capabilities.sendToken({ address: ALICE, to: RECEIVER, tokenAddress: 'usdc', amount: 1n, network: devnet, provider }))
      .rejects.toMatchObject({ code: 'TOKEN_ADDRESS_REQUIRED' })
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })
})

describe('signMessage', () => {
  it('rule: personal_sign gets the 0x-hex of the UTF-8 message, then the address', async () => {
    const { kernel, wallet } = await connected()
    const message = 'Sign in to Portico ✓ — ünïcode'
    const signature = await signMessage(kernel, { message })

    expect(signature).toBe(SIGNATURE)
    expect(wallet.paramsOf('personal_sign')).toEqual([[`0x${Buffer.from(message, 'utf8').toString('hex')}`, ALICE]])
  })

  it('rule: the visitor refusing to sign is ChainError USER_REJECTED', async () => {
    const { kernel, wallet } = await connected()
    wallet.answer('personal_sign', () => { throw walletError(4001) })
    await expect(signMessage(kernel, { message: 'hi' })).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('rule: a signature that is not hex is INVALID_WALLET_RESULT', async () => {
    const { kernel, wallet } = await connected()
    wallet.answer('personal_sign', () => 'signed!')
    await expect(signMessage(kernel, { message: 'hi' })).rejects.toMatchObject({ code: 'INVALID_WALLET_RESULT' })
  })

  it('rule: without a session the capability refuses with INVALID_CONNECTION_STATUS', async () => {
    const kernel = await startEvmKernel()
    kernels.push(kernel)
    const capabilities = kernel.namespaces.get('eip155')!.capabilities as ChainCapabilities
    await expect(capabilities.signMessage({ message: 'hi', address: ALICE, provider: undefined })).rejects.toMatchObject({ code: 'INVALID_CONNECTION_STATUS' })
  })
})
