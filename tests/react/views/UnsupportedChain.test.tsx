// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import UnsupportedChain from '../../../react/views/UnsupportedChain.js'
import { chainOf, startTestKernel } from '../../core/connection/startTestKernel.js'
import { expectNoAxeViolations } from '../helpers/expectNoAxeViolations.js'

afterEach(cleanup)

function show(kernel: Kernel) {
  return render(
    <KernelContext.Provider value={kernel}>
      <UnsupportedChain kernel={kernel} data={undefined} />
    </KernelContext.Provider>,
  )
}

/** A wallet that connects on a network the site did not configure: the kernel opens UnsupportedChain. */
async function onWrongNetwork() {
  const started = await startTestKernel({ eip155: { wallet: { caipNetworkId: 'eip155:999' } } })
  await connect(started.kernel, { connectorId: 'mock-eip155' })
  expect(started.kernel.store('router').getState().view).toBe('UnsupportedChain')
  return started
}

describe('UnsupportedChain', () => {
  it("rule: it names the network 'Unknown Network' and asks the visitor to switch", async () => {
    const { kernel } = await onWrongNetwork()
    show(kernel)
    expect(screen.getByText('Unknown Network')).toBeTruthy()
    expect(screen.getByText("This app doesn't support your current network. Switch to an available option to continue.")).toBeTruthy()
  })

  it('rule: the supported networks are offered, and choosing one switches the wallet there and leaves', async () => {
    const { kernel, eip155 } = await onWrongNetwork()
    show(kernel)
    const list = screen.getByRole('list', { name: 'Available networks' })
    expect(within(list).getAllByRole('button')).toHaveLength(2)
    fireEvent.click(within(list).getByRole('button', { name: /Mock Two/ }))
    await waitFor(() => expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2'))
    expect(eip155.wallet.calls.switchNetwork).toEqual(['eip155:2'])
    expect(chainOf(kernel).network.unsupported).toBe(false)
    // UnsupportedChain was the whole history, so leaving it closes the modal.
    expect(kernel.store('modal').getState().open).toBe(false)
  })

  it('rule: Disconnect ends the session from here', async () => {
    const { kernel, eip155 } = await onWrongNetwork()
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(chainOf(kernel).account.status).toBe('disconnected'))
    expect(eip155.wallet.calls.disconnect).toBe(1)
  })

  it('rule: the view has no axe violations', async () => {
    const { kernel } = await onWrongNetwork()
    await expectNoAxeViolations(show(kernel).container)
  })
})
