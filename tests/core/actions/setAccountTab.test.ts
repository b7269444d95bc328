import { describe, expect, it } from 'vitest'
import { setAccountTab } from '../../../core/actions/setAccountTab.js'
import { KernelError } from '../../../core/errors/KernelError.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { chainOf, startTestKernel } from '../connection/startTestKernel.js'

describe('setAccountTab', () => {
  it("rule: the tab is stored in the active chain's account state", async () => {
    const { kernel } = await startTestKernel()
    expect(chainOf(kernel).account.currentTab).toBe('tokens')
    setAccountTab(kernel, { tab: 'activity' })
    expect(chainOf(kernel).account.currentTab).toBe('activity')
  })

  it('rule: each chain keeps its own tab', async () => {
    const { kernel } = await startTestKernel({ solana: true })
    setAccountTab(kernel, { tab: 'nfts', namespace: 'solana' })
    expect(chainOf(kernel, 'solana').account.currentTab).toBe('nfts')
    expect(chainOf(kernel).account.currentTab).toBe('tokens')
  })

  it('rule: choosing the tab already shown changes nothing', async () => {
    const { kernel } = await startTestKernel()
    const before = kernel.store('chains').getState()
    setAccountTab(kernel, { tab: 'tokens' })
    expect(kernel.store('chains').getState()).toBe(before)
  })

  it('rule: a namespace no plugin registered is refused with ADAPTER_MISSING', async () => {
    const { kernel } = await startTestKernel()
    expect(() => setAccountTab(kernel, { tab: 'nfts', namespace: 'cosmos' })).toThrow(KernelError)
  })

  it('rule: a kernel with no chain has no tab to set (NAMESPACE_MISSING)', () => {
    const kernel = createTestKernel()
    expect(() => setAccountTab(kernel, { tab: 'nfts' })).toThrow(expect.objectContaining({ code: 'NAMESPACE_MISSING' }))
  })
})
