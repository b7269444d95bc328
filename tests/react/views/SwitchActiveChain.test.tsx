// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import type { ViewData } from '../../../core/router/ViewRegistry.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import SwitchActiveChain from '../../../react/views/SwitchActiveChain.js'
import { chainOf, SECOND_ADDRESS, startTestKernel } from '../../core/connection/startTestKernel.js'
import { expectNoAxeViolations } from '../helpers/expectNoAxeViolations.js'

afterEach(cleanup)

function show(kernel: Kernel, data: ViewData | undefined) {
  return render(
    <KernelContext.Provider value={kernel}>
      <SwitchActiveChain kernel={kernel} data={data} />
    </KernelContext.Provider>,
  )
}

/** Connected on eip155 (and on solana when asked), on SwitchActiveChain for solana's second network. */
async function switching({ solanaConnected }: { solanaConnected: boolean }) {
  const started = await startTestKernel({ solana: { wallet: { accounts: [SECOND_ADDRESS] } } })
  if (solanaConnected) await connect(started.kernel, { connectorId: 'mock-solana' })
  await connect(started.kernel, { connectorId: 'mock-eip155' })
  openModal(started.kernel, { view: 'Account' })
  push(started.kernel, 'Networks')
  const network = chainOf(started.kernel, 'solana').network.requestedCaipNetworks[1]!
  push(started.kernel, 'SwitchActiveChain', { network })
  return { ...started, network }
}

const router = (kernel: Kernel) => kernel.store('router').getState()

describe('SwitchActiveChain', () => {
  it('rule: it explains that switching to another chain family changes the active account', async () => {
    const { kernel, network } = await switching({ solanaConnected: true })
    show(kernel, { network })
    expect(screen.getByText(/Switching changes the active account/)).toBeTruthy()
    expect(screen.getByText('Switch to Mock Two')).toBeTruthy()
  })

  it("rule: the namespace's connected account is shown, and Switch makes that chain active", async () => {
    const { kernel, network, solana } = await switching({ solanaConnected: true })
    show(kernel, { network })
    expect(screen.getByText('0x22…222222')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }))
    await waitFor(() => expect(router(kernel).view).toBe('Account'))
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
    expect(solana!.wallet.calls.switchNetwork).toEqual(['solana:2'])
  })

  it("rule: with no wallet on that chain it offers 'Connect a wallet', which switches there and opens Connect", async () => {
    const { kernel, network } = await switching({ solanaConnected: false })
    show(kernel, { network })
    expect(screen.getByText(/No wallet is connected on Mock Two/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    await waitFor(() => expect(router(kernel).view).toBe('Connect'))
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
    expect(chainOf(kernel, 'solana').network.caipNetwork?.caipNetworkId).toBe('solana:2')
  })

  it("rule: a wallet's refusal is shown as a toast once the kernel has gone back", async () => {
    const { kernel, network } = await switching({ solanaConnected: true })
    vi.spyOn(kernel.namespaces.get('solana')!.capabilities!, 'switchNetwork').mockRejectedValue(new Error('nope'))
    show(kernel, { network })
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }))
    await waitFor(() => expect(kernel.store('notifications').getState().toast).toMatchObject({ message: 'nope', variant: 'error' }))
    expect(router(kernel).view).toBe('Networks')
    expect(kernel.store('chains').getState().activeNamespace).toBe('eip155')
  })

  it('rule: with no network in the view data there is nothing to switch to', async () => {
    const { kernel } = await switching({ solanaConnected: false })
    show(kernel, undefined)
    expect(screen.getByText('No network chosen')).toBeTruthy()
  })

  it('rule: the connected and the not-connected states have no axe violations', async () => {
    const connected = await switching({ solanaConnected: true })
    await expectNoAxeViolations(show(connected.kernel, { network: connected.network }).container)
    cleanup()
    const alone = await switching({ solanaConnected: false })
    await expectNoAxeViolations(show(alone.kernel, { network: alone.network }).container)
  })
})
