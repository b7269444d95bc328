import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { priceSourceOf, setPriceSource } from '../../../core/tokens/kernelPriceSource.js'
import { tokens } from '../../../plugins/tokens/index.js'
import { createTestKernel, TEST_API_URL } from '../../helpers/createTestKernel.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'

const network = mockNetwork('eip155', '31337', 'Local')
let kernels: Kernel[] = []
afterEach(async () => {
  await Promise.all(kernels.map((kernel) => kernel.destroy()))
  kernels = []
})
const made = (fetch: typeof globalThis.fetch) => {
  const kernel = createTestKernel({ apiUrl: TEST_API_URL }, { fetch })
  kernels.push(kernel)
  return kernel
}

describe('priceSourceOf', () => {
  it("rule: without a plugin's source, the kernel prices through the site's API, one source per kernel", async () => {
    const fetch = vi.fn(async () => Response.json({ prices: { native: 5 } }))
    const kernel = made(fetch)
    expect(priceSourceOf(kernel)).toBe(priceSourceOf(kernel))
    expect(priceSourceOf(kernel)).not.toBe(priceSourceOf(made(fetch)))
    expect([...await priceSourceOf(kernel).prices({ network, tokens: [{ symbol: 'ETH' }] })]).toEqual([['native', 5]])
    expect(fetch).toHaveBeenCalledOnce()
  })

  it("rule: the tokens plugin's `prices` becomes the kernel's, so Send prices as the Tokens tab does", async () => {
    const fetch = vi.fn(async () => Response.json({ prices: {} }))
    const kernel = made(fetch)
    const own = { prices: vi.fn(async () => new Map([['native', 7]])) }
    kernel.use(tokens({ prices: own }))
    await kernel.start()
    expect(priceSourceOf(kernel)).toBe(own)
    const other = { prices: async () => new Map<string, number>() }
    setPriceSource(kernel, other)
    expect(priceSourceOf(kernel)).toBe(other)
    expect(fetch).not.toHaveBeenCalled()
  })
})
