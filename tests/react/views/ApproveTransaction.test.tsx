// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/openModal.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { pushTransaction } from '../../../core/router/pushTransaction.js'
import type { ViewData } from '../../../core/router/ViewRegistry.js'
import { registerApproveTransactionSlot } from '../../../react/account/approveTransactionSlot.js'
import { KernelContext } from '../../../react/hooks/KernelContext.js'
import ApproveTransaction from '../../../react/views/ApproveTransaction.js'
import type { ViewProps } from '../../../react/views/viewRegistry.js'
import { startTestKernel } from '../../core/connection/startTestKernel.js'
import { expectNoAxeViolations } from '../helpers/expectNoAxeViolations.js'

afterEach(cleanup)

function show(kernel: Kernel, data?: ViewData) {
  return render(
    <KernelContext.Provider value={kernel}>
      <ApproveTransaction kernel={kernel} data={data} />
    </KernelContext.Provider>,
  )
}

/** Account, then a pending embedded-wallet request that opened ApproveTransaction. */
async function pending() {
  const { kernel } = await startTestKernel()
  const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
  openModal(kernel, { view: 'Account' })
  pushTransaction(kernel, { view: 'ApproveTransaction', ...callbacks })
  return { kernel, callbacks }
}

describe('ApproveTransaction', () => {
  it('rule: with no slot registered it shows an empty state and Cancel settles the request as cancelled', async () => {
    const { kernel, callbacks } = await pending()
    show(kernel)
    expect(screen.getByText('Nothing to approve here')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(callbacks.onCancel).toHaveBeenCalledOnce()
    expect(callbacks.onSuccess).not.toHaveBeenCalled()
    expect(kernel.store('router').getState().transactionStack).toHaveLength(0)
    expect(kernel.store('router').getState().view).toBe('Account')
  })

  it('rule: a registered slot fills the view with the kernel and the view data', async () => {
    const { kernel } = await pending()
    const Slot = ({ kernel: given, data }: ViewProps) => <p>{given === kernel ? `approve ${String(data?.method)}` : 'wrong kernel'}</p>
    registerApproveTransactionSlot(kernel, Slot)
    show(kernel, { method: 'eth_sendTransaction' })
    expect(screen.getByText('approve eth_sendTransaction')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
  })

  it('rule: a slot registered while the view is open replaces the empty state, and removing it brings it back', async () => {
    const { kernel } = await pending()
    show(kernel)
    let remove = () => {}
    act(() => void (remove = registerApproveTransactionSlot(kernel, () => <p>embedded approval</p>)))
    expect(screen.getByText('embedded approval')).toBeTruthy()
    act(() => remove())
    expect(screen.getByText('Nothing to approve here')).toBeTruthy()
  })

  it('rule: the empty state has no axe violations', async () => {
    const { kernel } = await pending()
    await expectNoAxeViolations(show(kernel).container)
  })
})
