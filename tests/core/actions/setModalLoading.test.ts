import { describe, expect, it } from 'vitest'
import { setModalLoading } from '../../../core/actions/setModalLoading.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

describe('setModalLoading', () => {
  it('rule: the modal has a loading flag that can be set and cleared', () => {
    const kernel = createTestKernel()
    expect(kernel.store('modal').getState().loading).toBe(false)
    setModalLoading(kernel, true)
    expect(kernel.store('modal').getState().loading).toBe(true)
    setModalLoading(kernel, false)
    expect(kernel.store('modal').getState().loading).toBe(false)
  })
})
