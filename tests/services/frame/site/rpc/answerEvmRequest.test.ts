import { encodeFunctionData, erc20Abi, keccak256, parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { FrameError } from '../../../../../services/frame/site/frame/FrameError.js'
import { deriveWallet } from '../../../../../services/frame/site/keys/deriveWallet.js'
import type { ApprovalRequest } from '../../../../../services/frame/site/rpc/ApprovalRequest.js'
import { answerEvmRequest } from '../../../../../services/frame/site/rpc/answerEvmRequest.js'
import { networkFacts } from '../../../../../services/frame/site/rpc/NetworkFacts.js'
import type { RpcRequestContext } from '../../../../../services/frame/site/rpc/RpcRequestContext.js'
import { fakeEvmNode as fakeNode } from '../harness/fakeEvmNode.js'

const keys = deriveWallet(new Uint8Array(16))
const ME = keys.evm.address
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function context(overrides: Partial<RpcRequestContext> = {}): RpcRequestContext & { cards: ApprovalRequest[] } {
  const cards: ApprovalRequest[] = []
  return { keys, reference: '1', rpcUrl: 'http://127.0.0.1:8545', network: networkFacts('eip155:1', { name: 'Ethereum', symbol: 'ETH', decimals: 18 }, 18), approve: async (card) => void cards.push(card), fetch: fakeNode().fetch, cards, ...overrides }
}

describe('answerEvmRequest', () => {
  it('rule: personal_sign shows the message text and signs it as the wallet', async () => {
    const ctx = context()
    const message = '0x48656c6c6f' // "Hello"
    const signature = await answerEvmRequest('personal_sign', [message, ME], ctx) as Hex
    expect(ctx.cards[0]!.text).toBe('Hello')
    expect(await verifyMessage({ address: ME, message: { raw: message }, signature })).toBe(true)
  })

  it('rule: personal_sign for another account is refused before the visitor is asked', async () => {
    const ctx = context()
    await expect(answerEvmRequest('personal_sign', ['0x00', RECIPIENT], ctx)).rejects.toThrow(FrameError)
    expect(ctx.cards).toEqual([])
  })

  it('rule: a rejection signs nothing', async () => {
    const node = fakeNode()
    const ctx = context({ fetch: node.fetch, approve: async () => Promise.reject(new FrameError('USER_REJECTED')) })
    await expect(answerEvmRequest('eth_sendTransaction', [{ from: ME, to: RECIPIENT, value: '0x1' }], ctx)).rejects.toThrow('User rejected the request')
    expect(node.sent).toEqual([])
  })

  it('rule: eth_signTypedData_v4 shows the domain and signs EIP-712', async () => {
    const data = {
      types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', chainId: 1 },
      message: { contents: 'Hello, Bob!' },
    }
    const ctx = context()
    const signature = await answerEvmRequest('eth_signTypedData_v4', [ME, JSON.stringify(data)], ctx) as Hex
    expect(ctx.cards[0]!.rows).toContainEqual({ label: 'Domain', value: 'Ether Mail' })
    expect(ctx.cards[0]!.rows).toContainEqual({ label: 'contents', value: 'Hello, Bob!' })
    const { EIP712Domain: _domain, ...types } = data.types
    expect(await verifyTypedData({ address: ME, domain: data.domain, types, primaryType: 'Mail', message: data.message, signature })).toBe(true)
  })

  it('rule: typed data for another chain, or a chain id that is no number, is refused as such', async () => {
    for (const chainId of [137, '0x89', 'one', 1.5]) {
      const data = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', domain: { chainId }, message: { contents: 'x' } }
      await expect(answerEvmRequest('eth_signTypedData_v4', [ME, JSON.stringify(data)], context())).rejects.toThrow(FrameError)
    }
  })

  it('rule: eth_sendTransaction fills nonce, gas and fees from the node, shows the ERC-20 transfer, signs and broadcasts', async () => {
    const node = fakeNode()
    const ctx = context({ fetch: node.fetch })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 42n] })
    const hash = await answerEvmRequest('eth_sendTransaction', [{ from: ME, to: TOKEN, data }], ctx)
    expect(ctx.cards[0]!.rows).toContainEqual({ label: 'Recipient', value: RECIPIENT })
    expect(node.sent).toHaveLength(1)
    expect(hash).toBe(keccak256(node.sent[0]!))
    const tx = parseTransaction(node.sent[0]! as Parameters<typeof parseTransaction>[0])
    expect({ nonce: tx.nonce, gas: tx.gas, chainId: tx.chainId, to: tx.to }).toEqual({ nonce: 5, gas: 21000n, chainId: 1, to: TOKEN.toLowerCase() })
    expect(await recoverTransactionAddress({ serializedTransaction: node.sent[0]! as Parameters<typeof recoverTransactionAddress>[0]['serializedTransaction'] })).toBe(ME)
  })

  it('rule: a node that serves another chain than the request names is refused', async () => {
    const node = fakeNode(137)
    await expect(answerEvmRequest('eth_sendTransaction', [{ to: RECIPIENT, value: '0x1' }], context({ fetch: node.fetch }))).rejects.toThrow(/serves eip155:137/)
    expect(node.sent).toEqual([])
  })

  it('rule: an unknown method is refused with Unsupported method', async () => {
    await expect(answerEvmRequest('eth_sign', [ME, '0x00'], context())).rejects.toThrow('Unsupported method')
  })
})
