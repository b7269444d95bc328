import { verifyTypedData } from 'ethers'
import { describe, expect, it } from 'vitest'
import { toWalletChain } from '../../../demo/wallet/WalletChain.js'
import { userRejected, type WalletRpcError } from '../../../demo/wallet/WalletRpcError.js'
import { answerSessionRequest, type SessionRequestContext, type WalletPrompt } from '../../../demo/wcwallet/answerSessionRequest.js'
import { ADDRESSES, devnetNetwork, KEYS, recordingBackend } from '../wallet/walletFixture.js'

const CHAINS = [toWalletChain(devnetNetwork(31337, 'http://127.0.0.1:1/a')), toWalletChain(devnetNetwork(31338, 'http://127.0.0.1:1/b'))]

function setup(options: { approve?: boolean; addresses?: readonly string[]; chainId?: number } = {}) {
  const { backend, calls } = recordingBackend()
  const prompts: WalletPrompt[] = []
  const switched: number[] = []
  const context: SessionRequestContext = {
    chain: CHAINS.find((chain) => chain.chainId === (options.chainId ?? 31337))!,
    chains: CHAINS,
    addresses: options.addresses ?? [ADDRESSES[0]],
    keyOf: (address) => KEYS[ADDRESSES.findIndex((a) => a.toLowerCase() === address.toLowerCase())],
    backend,
    tokens: [],
    ask: async (prompt) => {
      prompts.push(prompt)
      if (options.approve === false) throw userRejected()
    },
    switchChain: async (chainId) => void switched.push(chainId),
  }
  return { context, calls, prompts, switched }
}

const rejectionOf = (promise: Promise<unknown>) => promise.then(
  (value) => { throw new Error(`expected a rejection, got ${JSON.stringify(value)}`) },
  (error: unknown) => error as WalletRpcError,
)

const TYPED_DATA = {
  types: {
    EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }],
    Person: [{ name: 'name', type: 'string' }, { name: 'wallet', type: 'address' }],
    Mail: [{ name: 'from', type: 'Person' }, { name: 'to', type: 'Person[]' }, { name: 'contents', type: 'string' }],
    Unused: [{ name: 'x', type: 'uint8' }],
  },
  primaryType: 'Mail',
  domain: { name: 'Portico Mail', chainId: 31337 },
  message: { from: { name: 'Ann', wallet: ADDRESSES[0] }, to: [{ name: 'Bob', wallet: ADDRESSES[1] }], contents: 'Hello' },
}

describe('answerSessionRequest', () => {
  it('rule: eth_chainId and eth_accounts answer at once, from the request chain and the session', async () => {
    const { context, prompts } = setup({ chainId: 31338 })
    expect(await answerSessionRequest('eth_chainId', [], context)).toBe('0x7a6a')
    expect(await answerSessionRequest('eth_accounts', [], context)).toEqual([ADDRESSES[0]])
    expect(await answerSessionRequest('eth_requestAccounts', [], context)).toEqual([ADDRESSES[0]])
    expect(prompts).toEqual([])
  })

  it('rule: personal_sign asks the visitor, then signs the message bytes with the session account\'s key', async () => {
    const { context, calls, prompts } = setup()
    const signature = await answerSessionRequest('personal_sign', ['0x48656c6c6f', ADDRESSES[0]], context)
    expect(signature).toBe('0xsigned1')
    expect(prompts).toEqual([{ kind: 'sign', title: 'Sign a message', details: [{ label: 'Account', value: ADDRESSES[0], mono: true }, { label: 'Message', value: 'Hello' }] }])
    expect(calls.signed).toEqual([{ key: KEYS[0], message: new TextEncoder().encode('Hello') }])
  })

  it('rule: a rejected request is EIP-1193 4001 and signs nothing', async () => {
    const { context, calls } = setup({ approve: false })
    const error = await rejectionOf(answerSessionRequest('personal_sign', ['0x48656c6c6f', ADDRESSES[0]], context))
    expect({ code: error.code, message: error.message }).toEqual({ code: 4001, message: 'User rejected the request.' })
    expect(calls.signed).toEqual([])
  })

  it('rule: a signer the session does not hold is 4100, without asking', async () => {
    const { context, prompts } = setup()
    const error = await rejectionOf(answerSessionRequest('personal_sign', ['0x48656c6c6f', ADDRESSES[1]], context))
    expect(error.code).toBe(4100)
    expect(prompts).toEqual([])
  })

  it('rule: eth_sendTransaction is sent on the chain the request names, with the session account\'s key', async () => {
    const { context, calls, prompts } = setup({ chainId: 31338 })
    const hash = await answerSessionRequest('eth_sendTransaction', [{ from: ADDRESSES[0], to: ADDRESSES[1], value: '0xde0b6b3a7640000' }], context)
    expect(hash).toMatch(/^0x0+1$/)
    expect(prompts[0]).toMatchObject({ kind: 'transaction', title: 'Send a transaction' })
    expect(calls.sent).toEqual([{ key: KEYS[0], chainId: 31338, transaction: expect.objectContaining({ to: ADDRESSES[1], value: 10n ** 18n }) }])
  })

  it('rule: eth_signTypedData_v4 signs the typed data so that it recovers to the session account', async () => {
    const { context, prompts } = setup()
    const signature = await answerSessionRequest('eth_signTypedData_v4', [ADDRESSES[0], JSON.stringify(TYPED_DATA)], context) as string
    const { EIP712Domain: _domain, Unused: _unused, ...types } = TYPED_DATA.types
    expect(verifyTypedData(TYPED_DATA.domain, types, TYPED_DATA.message, signature)).toBe(ADDRESSES[0])
    expect(prompts[0]).toMatchObject({ kind: 'sign', title: 'Sign typed data' })
    expect(prompts[0]!.details).toContainEqual({ label: 'Type', value: 'Mail' })
  })

  it('rule: typed data for another chain, or malformed, is -32602 without asking', async () => {
    const { context, prompts } = setup({ chainId: 31338 })
    expect((await rejectionOf(answerSessionRequest('eth_signTypedData_v4', [ADDRESSES[0], TYPED_DATA], context))).code).toBe(-32602)
    expect((await rejectionOf(answerSessionRequest('eth_signTypedData_v4', [ADDRESSES[0], '{nope'], context))).code).toBe(-32602)
    expect((await rejectionOf(answerSessionRequest('eth_signTypedData_v4', [ADDRESSES[0], { ...TYPED_DATA, primaryType: 'Nope' }], context))).code).toBe(-32602)
    expect(prompts).toEqual([])
  })

  it('rule: wallet_switchEthereumChain to a session chain asks, then announces the chain', async () => {
    const { context, prompts, switched } = setup()
    expect(await answerSessionRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], context)).toBeNull()
    expect(prompts[0]).toMatchObject({ kind: 'switchChain', title: 'Switch network' })
    expect(switched).toEqual([31338])
  })

  it('rule: switching to a chain outside the session is 4902; to the current one, a silent success', async () => {
    const { context, prompts, switched } = setup()
    expect((await rejectionOf(answerSessionRequest('wallet_switchEthereumChain', [{ chainId: '0x1' }], context))).code).toBe(4902)
    expect(await answerSessionRequest('wallet_switchEthereumChain', [{ chainId: '0x7a69' }], context)).toBeNull()
    expect(prompts).toEqual([])
    expect(switched).toEqual([])
  })

  it('rule: reads go to the request chain\'s node; unknown methods are 4200', async () => {
    const { context, calls } = setup({ chainId: 31338 })
    expect(await answerSessionRequest('eth_blockNumber', [], context)).toBe('answer from 31338')
    expect(calls.forwarded).toEqual([{ chainId: 31338, method: 'eth_blockNumber', params: [] }])
    expect((await rejectionOf(answerSessionRequest('eth_sign', [ADDRESSES[0], '0x00'], context))).code).toBe(4200)
  })
})
