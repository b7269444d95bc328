import { describe, expect, it } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

describe('modal reactions', () => {
  it('rule: an unsupported network reported by the connection code opens UnsupportedChain on a closed modal, and pushes it on an open one', () => {
    const kernel = createTestKernel({ isMobile: () => false })
    kernel.events.emit('network:unsupported', { namespace: 'eip155' })
    expect(kernel.store('modal').getState().open).toBe(true)
    expect(kernel.store('router').getState().view).toBe('UnsupportedChain')

    const open = createTestKernel({ isMobile: () => false })
    openModal(open, { view: 'Networks' })
    open.events.emit('network:unsupported', { namespace: 'eip155' })
    expect(open.store('router').getState().history.map((entry) => entry.view)).toEqual(['Networks', 'UnsupportedChain'])
  })

  it('rule: a site that allows unsupported chains is not interrupted', () => {
    const kernel = createTestKernel({ allowUnsupportedChain: true })
    kernel.events.emit('network:unsupported', { namespace: 'eip155' })
    expect(kernel.store('modal').getState().open).toBe(false)
  })

  it("rule: a session ended at the visitor's request closes the modal; a wallet's own end leaves it open", () => {
    const kernel = createTestKernel({ isMobile: () => false })
    openModal(kernel, { view: 'Account' })
    kernel.events.emit('session:ended', { namespaces: ['eip155'], closeModal: false })
    expect(kernel.store('modal').getState().open).toBe(true)
    kernel.events.emit('session:ended', { namespaces: ['eip155'], closeModal: true })
    expect(kernel.store('modal').getState().open).toBe(false)
  })
})
