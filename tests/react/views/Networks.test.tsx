// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import type { Network } from '../../../core/types/network.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import Networks from '../../../react/views/Networks.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { chainOf, startTestKernel, type StartTestKernelSetup } from '../../core/connection/startTestKernel.js'
import { expectNoAxeViolations } from '../helpers/expectNoAxeViolations.js'

afterEach(cleanup)

function show(kernel: Kernel) {
  return render(
    <KernelContext.Provider value={kernel}>
      <Networks kernel={kernel} data={undefined} />
    </KernelContext.Provider>,
  )
}

/** Account, then Networks on top, as the network row opens it. */
async function onNetworks(setup: StartTestKernelSetup = {}, connected = true) {
  const started = await startTestKernel(setup)
  if (connected) await connect(started.kernel, { connectorId: 'mock-eip155' })
  openModal(started.kernel, { view: connected ? 'Account' : 'Connect' })
  push(started.kernel, 'Networks')
  return started
}

/** Each row's name, and its tag when it has one. */
const rows = (buttons: HTMLElement[]) =>
  buttons.map((row) => [row.querySelector('.pc-item-label')!.textContent, row.querySelector('.pc-tag')?.textContent].filter(Boolean).join(' '))
const router = (kernel: Kernel) => kernel.store('router').getState()
const many = (count: number): Network[] => Array.from({ length: count }, (_, i) => mockNetwork('eip155', String(i + 1), `Chain ${i + 1}`))

describe('Networks', () => {
  it('rule: every requested network of one namespace is listed, with no group headings', async () => {
    const { kernel } = await onNetworks()
    show(kernel)
    const list = screen.getByRole('list', { name: 'Networks' })
    expect(rows(within(list).getAllByRole('button'))).toEqual(['Mock One Active', 'Mock Two'])
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('rule: with more than one namespace the networks are grouped by namespace', async () => {
    const { kernel } = await onNetworks({ solana: true })
    show(kernel)
    const groups = screen.getAllByRole('region')
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['eip155', 'solana'])
    expect(within(groups[1]!).getAllByRole('button')).toHaveLength(2)
  })

  it("rule: only the active chain's network is tagged active", async () => {
    const { kernel } = await onNetworks({ solana: true })
    show(kernel)
    const active = screen.getAllByRole('button').filter((row) => row.getAttribute('aria-current') === 'true')
    expect(rows(active)).toEqual(['Mock One Active'])
  })

  it("rule: a network's image is its assets.imageUrl", async () => {
    const pictured = { ...mockNetwork('eip155', '1', 'Pictured'), assets: { imageUrl: 'https://example.test/net.png' } }
    const { kernel } = await onNetworks({ eip155: { networks: [pictured] } })
    const { container } = show(kernel)
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://example.test/net.png')
  })

  it('rule: another network of the active, connected chain opens SwitchNetwork with it', async () => {
    const { kernel } = await onNetworks()
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: /Mock Two/ }))
    expect(router(kernel).view).toBe('SwitchNetwork')
    expect(router(kernel).data?.network?.caipNetworkId).toBe('eip155:2')
  })

  it('rule: a network of another namespace opens SwitchActiveChain with it', async () => {
    const { kernel } = await onNetworks({ solana: true })
    show(kernel)
    fireEvent.click(within(screen.getAllByRole('region')[1]!).getByRole('button', { name: /Mock Two/ }))
    expect(router(kernel).view).toBe('SwitchActiveChain')
    expect(router(kernel).data?.network?.caipNetworkId).toBe('solana:2')
  })

  it('rule: a chain with no wallet switches at once, without a wallet, and goes back', async () => {
    const { kernel, eip155 } = await onNetworks({}, false)
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: /Mock Two/ }))
    await waitFor(() => expect(router(kernel).view).toBe('Connect'))
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(eip155.wallet.calls.switchNetwork).toEqual([])
  })

  it('rule: choosing the network already active just goes back', async () => {
    const { kernel, eip155 } = await onNetworks()
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: /Mock One/ }))
    expect(router(kernel).view).toBe('Account')
    expect(eip155.wallet.calls.switchNetwork).toEqual([])
  })

  it('rule: a search field shows only with more than 8 networks, and filters by name', async () => {
    const eight = await onNetworks({ eip155: { networks: many(8) } })
    show(eight.kernel)
    expect(screen.queryByRole('searchbox', { name: 'Search networks' })).toBeNull()
    cleanup()
    const nine = await onNetworks({ eip155: { networks: many(9) } })
    show(nine.kernel)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search networks' }), { target: { value: 'chain 9' } })
    expect(rows(screen.getAllByRole('button'))).toEqual(['Chain 9'])
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search networks' }), { target: { value: 'nothing' } })
    expect(screen.getByText(/No network matches/)).toBeTruthy()
  })

  it('rule: with no network configured the view says so', async () => {
    const kernel = createTestKernel()
    await kernel.start()
    show(kernel)
    expect(screen.getByText('No networks')).toBeTruthy()
  })

  it('rule: grouped networks with the search field have no axe violations', async () => {
    const { kernel } = await onNetworks({ solana: true, eip155: { networks: many(9) } })
    const { container } = show(kernel)
    await expectNoAxeViolations(container)
  })
})
