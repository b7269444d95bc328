// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import type { ViewData } from '../../../core/router/ViewRegistry.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import SwitchNetwork from '../../../react/views/SwitchNetwork.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'
import { chainOf, startTestKernel } from '../../core/connection/startTestKernel.js'
import { expectNoAxeViolations } from '../helpers/expectNoAxeViolations.js'

afterEach(cleanup)

function show(kernel: Kernel, data: ViewData | undefined) {
  return render(
    <StrictMode>
      <KernelContext.Provider value={kernel}>
        <SwitchNetwork kernel={kernel} data={data} />
      </KernelContext.Provider>
    </StrictMode>,
  )
}

/** Account, Networks, then SwitchNetwork for `network`, as a visitor gets there. */
async function switching() {
  const started = await startTestKernel({ eip155: { networks: [mockNetwork('eip155', '1', 'Mock One'), { ...mockNetwork('eip155', '2', 'Mock Two'), assets: { imageUrl: 'https://example.test/two.png' } }] } })
  await connect(started.kernel, { connectorId: 'mock-eip155' })
  openModal(started.kernel, { view: 'Account' })
  push(started.kernel, 'Networks')
  const network = chainOf(started.kernel).network.requestedCaipNetworks[1]!
  push(started.kernel, 'SwitchNetwork', { network })
  return { ...started, network }
}

const router = (kernel: Kernel) => kernel.store('router').getState()

describe('SwitchNetwork', () => {
  it("rule: it shows 'Approve in wallet' with the network's image and a spinner while the wallet decides", async () => {
    const { kernel, network } = await switching()
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'switchNetwork').mockReturnValue(new Promise(() => {}))
    const { container } = show(kernel, { network })
    expect(screen.getByText('Approve in wallet')).toBeTruthy()
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://example.test/two.png')
    expect(container.querySelector('.pc-spinner')).not.toBeNull()
  })

  it('rule: the switch is asked once on mount, even under StrictMode', async () => {
    const { kernel, network, eip155 } = await switching()
    show(kernel, { network })
    await waitFor(() => expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2'))
    expect(eip155.wallet.calls.switchNetwork).toEqual(['eip155:2'])
  })

  it('rule: on success the visitor returns past the network views to Account', async () => {
    const { kernel, network } = await switching()
    show(kernel, { network })
    await waitFor(() => expect(router(kernel).view).toBe('Account'))
    expect(router(kernel).history).toHaveLength(1)
  })

  it("rule: a wallet's refusal takes the kernel back one view, and the visitor sees the error as a toast", async () => {
    const { kernel, network } = await switching()
    const refused = Object.assign(new Error('raw'), { shortMessage: 'User rejected the request' })
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'switchNetwork').mockRejectedValue(refused)
    show(kernel, { network })
    await waitFor(() => expect(kernel.store('notifications').getState().toast).toMatchObject({ message: 'User rejected the request', variant: 'error' }))
    expect(router(kernel).view).toBe('Networks')
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it("rule: an error that leaves the view in place is shown in it, with 'Try again'", async () => {
    const { kernel, network } = await switching()
    const capabilities = kernel.namespaces.get('eip155')!.capabilities!
    const ask = capabilities.switchNetwork
    capabilities.switchNetwork = undefined
    show(kernel, { network })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByText('Switch failed')).toBeTruthy()
    expect(router(kernel).view).toBe('SwitchNetwork')
    capabilities.switchNetwork = ask
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(router(kernel).view).toBe('Account'))
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })

  it("rule: a network the site did not configure shows 'Network Not Found' in the view", async () => {
    const { kernel } = await switching()
    show(kernel, { network: mockNetwork('eip155', '424242', 'Stray') })
    expect((await screen.findByRole('alert')).textContent).toBe('Network Not Found')
  })

  it('rule: with no network in the view data there is nothing to switch to, and Back', async () => {
    const { kernel, eip155 } = await switching()
    show(kernel, undefined)
    expect(screen.getByText('No network chosen')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(router(kernel).view).toBe('Networks')
    expect(eip155.wallet.calls.switchNetwork).toEqual([])
  })

  it('rule: the waiting and the failed states have no axe violations', async () => {
    const { kernel, network } = await switching()
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'switchNetwork').mockReturnValue(new Promise(() => {}))
    const waiting = show(kernel, { network })
    await expectNoAxeViolations(waiting.container)
    cleanup()
    const failed = show(kernel, { network: mockNetwork('eip155', '424242', 'Stray') })
    await screen.findByRole('alert')
    await expectNoAxeViolations(failed.container)
  })
})
