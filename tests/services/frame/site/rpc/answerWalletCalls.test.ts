import { encodeFunctionData, erc20Abi, keccak256, parseTransaction, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveWallet } from '../../../../../services/frame/site/keys/deriveWallet.js'
import type { ApprovalRequest } from '../../../../../services/frame/site/rpc/ApprovalRequest.js'
import { answerEvmRequest } from '../../../../../services/frame/site/rpc/answerEvmRequest.js'
import { networkFacts } from '../../../../../services/frame/site/rpc/NetworkFacts.js'
import type { RpcRequestContext } from '../../../../../services/frame/site/rpc/RpcRequestContext.js'
import { fakeEvmNode } from '../harness/fakeEvmNode.js'

const keys = deriveWallet(new Uint8Array(16))
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function context(fetch: typeof globalThis.fetch): RpcRequestContext & { cards: ApprovalRequest[] } {
  const cards: ApprovalRequest[] = []
  return { keys, reference: '1', rpcUrl: 'http://127.0.0.1:8545', network: networkFacts('eip155:1', undefined, 18), approve: async (card) => void cards.push(card), fetch, cards }
}

describe('answerWalletCalls', () => {
  it('rule: wallet_sendCalls lists every call on one card, sends them with consecutive nonces, and getCallsStatus reads them back', async () => {
    const node = fakeEvmNode()
    const ctx = context(node.fetch)
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 7n] })
    const { id } = await answerEvmRequest('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x1', from: keys.evm.address, atomicRequired: false, calls: [{ to: RECIPIENT, value: '0x10' }, { to: TOKEN, data: transfer }] }], ctx) as { id: Hex }
    expect(ctx.cards).toHaveLength(1)
    expect(ctx.cards[0]!.rows).toEqual(expect.arrayContaining([{ label: '1. To', value: RECIPIENT }, { label: '2. Recipient', value: RECIPIENT }]))
    expect(node.sent.map((raw) => parseTransaction(raw as Parameters<typeof parseTransaction>[0]).nonce)).toEqual([5, 6])
    const status = await answerEvmRequest('wallet_getCallsStatus', [id], ctx) as { status: number; receipts: { transactionHash: Hex }[] }
    expect(status.status).toBe(200)
    expect(status.receipts.map((receipt) => receipt.transactionHash)).toEqual(node.sent.map((raw) => keccak256(raw)))
  })

  it('rule: an atomic batch is refused: the frame\'s account cannot make one', async () => {
    const node = fakeEvmNode()
    await expect(answerEvmRequest('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x1', atomicRequired: true, calls: [{ to: RECIPIENT }] }], context(node.fetch))).rejects.toThrow('Unsupported method')
    expect(node.sent).toEqual([])
  })

  it('rule: wallet_getCapabilities says batches are not atomic', async () => {
    expect(await answerEvmRequest('wallet_getCapabilities', [keys.evm.address], context(fakeEvmNode().fetch))).toEqual({ '0x1': { atomic: { status: 'unsupported' } } })
  })
})
