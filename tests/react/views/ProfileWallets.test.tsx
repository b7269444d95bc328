// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import ProfileWallets from '../../../react/views/ProfileWallets.js'
import { chainOf, secondWalletPlugin, startTestKernel } from '../../core/connection/startTestKernel.js'
import { expectNoAxeViolations } from '../helpers/expectNoAxeViolations.js'

afterEach(cleanup)

function show(kernel: Kernel) {
  return render(
    <KernelContext.Provider value={kernel}>
      <ProfileWallets kernel={kernel} data={undefined} />
    </KernelContext.Provider>,
  )
}

/** Two wallets on eip155, the second one active, on Account > ProfileWallets. */
async function twoWallets(multiWallet = true) {
  const second = secondWalletPlugin('eip155')
  const started = await startTestKernel({ options: { features: { multiWallet } }, plugins: [second.plugin] })
  await connect(started.kernel, { connectorId: 'mock-eip155' })
  await connect(started.kernel, { connectorId: second.connector.id })
  openModal(started.kernel, { view: 'Account' })
  push(started.kernel, 'ProfileWallets')
  return { ...started, second }
}

/** Each row's wallet name and its tag, if any. */
const rows = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('listitem')
    .map((item) => [item.querySelector('.pc-item-label')!.firstChild!.textContent, item.querySelector('.pc-tag')?.textContent].filter(Boolean).join(' '))

describe('ProfileWallets', () => {
  it('rule: every connection of the namespace is listed, the active wallet tagged Active', async () => {
    const { kernel } = await twoWallets()
    show(kernel)
    expect(rows()).toEqual(['Mock eip155 wallet', 'Second eip155 wallet Active'])
    expect(screen.getByText('0x22…222222')).toBeTruthy()
  })

  it('rule: choosing a held wallet switches to it without asking the wallet again', async () => {
    const { kernel, eip155 } = await twoWallets()
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: /Mock eip155 wallet/ }))
    await waitFor(() => expect(chainOf(kernel).connectorId).toBe('mock-eip155'))
    expect(eip155.wallet.calls.connect).toBe(1)
    expect(rows()).toEqual(['Second eip155 wallet', 'Mock eip155 wallet Active'])
  })

  it('rule: a wallet that was disconnected shows as Recent, and choosing it reconnects it', async () => {
    const { kernel, second } = await twoWallets()
    await disconnect(kernel, { closeModal: false })
    show(kernel)
    expect(rows()).toEqual(['Mock eip155 wallet', 'Second eip155 wallet Recent'])
    fireEvent.click(screen.getByRole('button', { name: /Second eip155 wallet/ }))
    await waitFor(() => expect(chainOf(kernel).connectorId).toBe(second.connector.id))
    expect(second.calls.connect).toBe(2)
  })

  it('rule: the active wallet can be disconnected from its row; the modal stays open', async () => {
    const { kernel, second } = await twoWallets()
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Second eip155 wallet' }))
    await waitFor(() => expect(second.calls.disconnect).toBe(1))
    expect(chainOf(kernel).connectorId).toBeUndefined()
    expect(kernel.store('modal').getState().open).toBe(true)
  })

  it("rule: 'Add wallet' opens Connect", async () => {
    const { kernel } = await twoWallets()
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it("rule: without multiWallet only the active wallet shows, under 'Multi-Wallet Not Enabled'", async () => {
    const { kernel } = await twoWallets(false)
    show(kernel)
    expect(screen.getByText('Multi-Wallet Not Enabled')).toBeTruthy()
    expect(rows()).toEqual(['Second eip155 wallet Active'])
    expect(screen.queryByRole('button', { name: 'Add wallet' })).toBeNull()
  })

  it('rule: with no wallet connected the view says so and offers to connect one', async () => {
    const { kernel } = await startTestKernel({ options: { features: { multiWallet: true } } })
    openModal(kernel, { view: 'ProfileWallets' })
    show(kernel)
    expect(screen.getByText('No wallets connected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it('rule: the wallet list and the multi-wallet notice have no axe violations', async () => {
    const on = await twoWallets()
    await expectNoAxeViolations(show(on.kernel).container)
    cleanup()
    const off = await twoWallets(false)
    await expectNoAxeViolations(show(off.kernel).container)
  })
})
