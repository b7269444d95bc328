import { describe, expect, it, vi } from 'vitest'
import { CHAIN_CAPABILITIES, lazyCapabilities, OPTIONAL_CHAIN_CAPABILITIES } from '../../../core/chain/lazyCapabilities.js'
import type { ChainCapabilities } from '../../../core/kernel/types.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'

const network = mockNetwork('eip155', '1')

function bound(): Pick<ChainCapabilities, 'getBalance' | 'signMessage'> {
  return {
    getBalance: async ({ address }) => ({ balance: `balance of ${address}`, symbol: 'ETH' }),
    signMessage: async ({ message }) => `signed ${message}`,
  }
}

describe('lazyCapabilities', () => {
  it('loads nothing until a capability is called', () => {
    const load = vi.fn(async () => bound())
    lazyCapabilities(['getBalance', 'signMessage'], load)
    expect(load).not.toHaveBeenCalled()
  })

  it('has exactly the named capabilities, so the UI hides the others', () => {
    const capabilities = lazyCapabilities(['getBalance', 'signMessage'], async () => bound())
    expect(Object.keys(capabilities).sort()).toEqual(['getBalance', 'signMessage'])
  })

  it('forwards each call with its parameters to the loaded capability, loading once', async () => {
    const load = vi.fn(async () => bound())
    const capabilities = lazyCapabilities(['getBalance', 'signMessage'], load)
    const [balance, signature] = await Promise.all([
      capabilities.getBalance({ address: '0xabc', network }),
      capabilities.signMessage({ message: 'hello', address: '0xabc', provider: undefined }),
    ])
    expect(balance).toEqual({ balance: 'balance of 0xabc', symbol: 'ETH' })
    expect(signature).toBe('signed hello')
    await capabilities.signMessage({ message: 'again', address: '0xabc', provider: undefined })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load again on the next call', async () => {
    const load = vi.fn<() => Promise<ReturnType<typeof bound>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(bound())
    const capabilities = lazyCapabilities(['signMessage'], load)
    await expect(capabilities.signMessage({ message: 'hi', address: '0x1', provider: undefined })).rejects.toThrow('Failed to fetch')
    await expect(capabilities.signMessage({ message: 'hi', address: '0x1', provider: undefined })).resolves.toBe('signed hi')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('names every capability ChainCapabilities declares', () => {
    const declared: Record<keyof ChainCapabilities, true> = {
      getBalance: true, getTokenBalances: true, signMessage: true, switchNetwork: true, sendNative: true, sendToken: true, waitForTransaction: true, estimateSendFee: true,
      getNfts: true,
    }
    expect([...CHAIN_CAPABILITIES, ...OPTIONAL_CHAIN_CAPABILITIES].sort()).toEqual(Object.keys(declared).sort())
  })
})
