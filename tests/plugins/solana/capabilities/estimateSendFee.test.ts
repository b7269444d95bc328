import { describe, expect, it } from 'vitest'
import type { Network } from '../../../../core/types/network.js'
import { estimateSendFee, LAMPORTS_PER_SIGNATURE } from '../../../../plugins/solana/capabilities/estimateSendFee.js'

const localnet: Network = {
  id: 'localnet',
  caipNetworkId: 'solana:localnet',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
const params = { address: 'sender', to: 'receiver', amount: 1n, network: localnet, provider: undefined }

describe('estimateSendFee', () => {
  it('rule: a Solana send costs one signature, 5000 lamports, in SOL', async () => {
    expect(LAMPORTS_PER_SIGNATURE).toBe(5000n)
    await expect(estimateSendFee(params)).resolves.toEqual({ fee: 5000n, symbol: 'SOL', decimals: 9 })
  })

  it('rule: a token send carries the same one signature, so its fee is the same', async () => {
    await expect(estimateSendFee({ ...params, tokenAddress: 'mint' })).resolves.toEqual({ fee: 5000n, symbol: 'SOL', decimals: 9 })
  })
})
