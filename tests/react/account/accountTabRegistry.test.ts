import { describe, expect, it } from 'vitest'
import { accountFeatureRegistry, registerAccountFeature } from '../../../react/account/accountFeatureRegistry.js'
import { accountTabRegistry, lazyAccountTab, registerAccountTab, type AccountTabDefinition } from '../../../react/account/accountTabRegistry.js'
import { approveTransactionComponent, approveTransactionSlot, registerApproveTransactionSlot } from '../../../react/account/approveTransactionSlot.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

const tab = (id: AccountTabDefinition['id']): AccountTabDefinition => ({ id, label: id, load: async () => ({ default: () => null }) })

describe('account registries', () => {
  it('rule: a tab is registered by its id, and a second registration of that id replaces the first', () => {
    const kernel = createTestKernel()
    const first = tab('tokens')
    const second = tab('tokens')
    registerAccountTab(kernel, first)
    registerAccountTab(kernel, second)
    expect([...accountTabRegistry(kernel).snapshot().values()]).toEqual([second])
  })

  it('rule: one lazy component per tab definition, so React never remounts a tab for nothing', () => {
    const kernel = createTestKernel()
    const tokens = tab('tokens')
    expect(lazyAccountTab(kernel, tokens)).toBe(lazyAccountTab(kernel, tokens))
    expect(lazyAccountTab(kernel, tokens)).not.toBe(lazyAccountTab(kernel, tab('tokens')))
  })

  it('rule: a feature is registered by its id and removed by the function registration returns', () => {
    const kernel = createTestKernel()
    const remove = registerAccountFeature(kernel, { id: 'send', label: 'Send', icon: 'send', onSelect: () => {} })
    expect(accountFeatureRegistry(kernel).snapshot().get('send')?.label).toBe('Send')
    remove()
    expect(accountFeatureRegistry(kernel).snapshot().size).toBe(0)
  })

  it('rule: the approval slot holds one component; a later registration replaces an earlier one', () => {
    const kernel = createTestKernel()
    const First = () => null
    const Second = () => null
    const removeFirst = registerApproveTransactionSlot(kernel, First)
    registerApproveTransactionSlot(kernel, Second)
    removeFirst()
    expect(approveTransactionComponent(approveTransactionSlot(kernel).snapshot())).toBe(Second)
  })
})
