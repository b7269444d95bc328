// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import SendView from '../../../../react/views/Send/SendView.js'
import { chainOf, startTestKernel } from '../../../core/connection/startTestKernel.js'
import { expectNoAxeViolations } from '../../connect/viewKit.js'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

/** A connected eip155 account holding 1.5 of the mock chain's currency, whose wallet sends at once. */
async function connected() {
  const sendNative = vi.fn(async () => '0xhash')
  const made = await startTestKernel({
    eip155: { capabilities: { sendNative, sendToken: async () => '0xtoken', waitForTransaction: async () => {} } },
  })
  kernel = made.kernel
  await connect(made.kernel, { connectorId: 'mock-eip155' })
  await waitFor(() => expect(chainOf(made.kernel).account.balance).toBeDefined())
  const { container } = render(<KernelContext.Provider value={made.kernel}><SendView kernel={made.kernel} data={undefined} /></KernelContext.Provider>)
  return { kernel: made.kernel, sendNative, container }
}

const fill = (amount: string, receiver: string) => {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(screen.getByLabelText('Receiver'), { target: { value: receiver } })
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
}

describe('SendView', () => {
  it("rule: empty fields are refused with SPEC's text before the wallet is asked", async () => {
    const { sendNative } = await connected()
    fill('', '')
    expect((await screen.findByRole('alert')).textContent).toBe('An amount and receiver address are required')
    expect(sendNative).not.toHaveBeenCalled()
  })

  it("rule: a receiver that is not an address of the chain is refused with the send check's own text", async () => {
    const { sendNative } = await connected()
    fill('0.1', 'not an address')
    expect((await screen.findByRole('alert')).textContent).toBe('The receiver address is not valid')
    expect(sendNative).not.toHaveBeenCalled()
  })

  it('rule: a valid send goes through the namespace, and the visitor lands on Account', async () => {
    const { kernel, sendNative } = await connected()
    fill('0.5', '0xreceiver')
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(sendNative).toHaveBeenCalledWith(expect.objectContaining({ to: '0xreceiver', amount: 500_000_000_000_000_000n }))
  })

  it('rule: every field is labelled and the form has no axe violations', async () => {
    const { container } = await connected()
    expect(screen.getByLabelText('Asset')).toBeTruthy()
    await expectNoAxeViolations(container)
  })
})
